import type { ReportSection } from '@auction/contracts';
import { averageOf, ratioOf } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import { auctionsInRange, issuedInvoice, num, type ReportWindow, saleDay } from './report-window';

interface AuctionRow {
  title: string;
  type: 'timed' | 'live';
  sale_day: string;
  registrations: number;
  bidders: number;
  bids: number;
  offered: number;
  extended: number;
}
interface BuyerRow {
  name: string;
  auctions: number;
  lots: number;
  hammer: string;
}
interface ChannelRow {
  source: 'internet' | 'floor' | 'phone' | 'absentee';
  lots: number;
  hammer: string;
  bids: number;
}

const channelNames = { internet: 'Online', floor: 'Floor', phone: 'Phone', absentee: 'Absentee' } as const;

/**
 * A bid of a live sale: an accepted bid its clerk did not undo. Who bid: the user, or the floor
 * paddle the clerk named.
 */
const liveBids = (w: ReportWindow) => sql`with sale as (
      select a.id from auctions a where a.type = 'live' and ${auctionsInRange(w)}
    ),
    undone as (
      select u.auction_id, (jsonb_array_elements_text(u.payload->'seqs'))::bigint as seq
      from live_events u join sale on sale.id = u.auction_id where u.type = 'bids_undone'
    )
    select e.auction_id, e.lot_id, e.payload->>'source' as source,
      coalesce(e.payload->>'bidderId', 'paddle ' || (e.payload->>'paddle')) as bidder
    from live_events e join sale on sale.id = e.auction_id
    where e.type = 'bid_accepted'
      and not exists (select 1 from undone where undone.auction_id = e.auction_id and undone.seq = e.seq)`;

/**
 * Bidding in the auctions that sold in the range: registrations, active bidders, bids (timed: the
 * bid history; live: accepted bids not undone), bids per lot offered, soft-close extensions (timed
 * lots whose end moved past their scheduled end), the top buyers by hammer, and in live sales the
 * share of lots, hammer and bids won online, on the floor, by telephone and by absentee bids.
 */
export async function biddingReport(db: Queryable, w: ReportWindow): Promise<ReportSection[]> {
  const [auctions, distinctBidders, buyers, channels] = await Promise.all([
    rowsOf<AuctionRow>(
      db,
      sql`with sale as (select a.id, a.title, a.type, ${saleDay(w)} as sale_day from auctions a where ${auctionsInRange(w)}),
        live as (${liveBids(w)}),
        live_figures as (
          select auction_id, count(*)::int as bids, count(distinct bidder)::int as bidders from live group by auction_id
        ),
        timed_figures as (
          select b.auction_id, count(*)::int as bids, count(distinct b.bidder_id)::int as bidders
          from bids b join sale s on s.id = b.auction_id and s.type = 'timed' group by b.auction_id
        ),
        registrations as (
          select r.auction_id, count(*)::int as registrations
          from auction_registrations r join sale s on s.id = r.auction_id where r.status = 'approved' group by r.auction_id
        ),
        lot_figures as (
          select l.auction_id, count(*) filter (where l.status in ('sold', 'passed'))::int as offered,
            count(*) filter (where s.type = 'timed' and l.end_at > l.scheduled_end_at)::int as extended
          from lots l join sale s on s.id = l.auction_id group by l.auction_id
        )
        select s.title, s.type, to_char(s.sale_day, 'YYYY-MM-DD') as sale_day,
          coalesce(r.registrations, 0) as registrations,
          coalesce(lf.bidders, tf.bidders, 0) as bidders, coalesce(lf.bids, tf.bids, 0) as bids,
          coalesce(l.offered, 0) as offered, coalesce(l.extended, 0) as extended
        from sale s
        left join registrations r on r.auction_id = s.id
        left join live_figures lf on lf.auction_id = s.id
        left join timed_figures tf on tf.auction_id = s.id
        left join lot_figures l on l.auction_id = s.id
        order by s.sale_day, s.title, s.id`,
    ),
    rowsOf<{ bidders: number }>(
      db,
      sql`select count(distinct bidder)::int as bidders from (
          select b.bidder_id::text as bidder from bids b join auctions a on a.id = b.auction_id
          where a.type = 'timed' and ${auctionsInRange(w)}
          union all select bidder from (${liveBids(w)}) live
        ) everyone`,
    ),
    rowsOf<BuyerRow>(
      db,
      sql`select coalesce(u.name, r.name, 'Paddle ' || r.paddle_number) as name,
          count(distinct i.auction_id)::int as auctions, count(*)::int as lots, sum(il.amount_cents) as hammer
        from invoices i
        join auctions a on a.id = i.auction_id
        join auction_registrations r on r.id = i.registration_id
        left join users u on u.id = r.user_id
        join invoice_lines il on il.invoice_id = i.id and il.kind = 'lot'
        where ${issuedInvoice} and ${auctionsInRange(w)}
        group by coalesce(r.user_id::text, r.id::text), coalesce(u.name, r.name, 'Paddle ' || r.paddle_number)
        order by sum(il.amount_cents) desc, 1 limit 10`,
    ),
    rowsOf<ChannelRow>(
      db,
      sql`with live as (${liveBids(w)}),
        won as (
          select distinct on (e.lot_id) e.lot_id, e.payload->>'source' as source, coalesce(l.extended_price_cents, 0) as hammer
          from live_events e join auctions a on a.id = e.auction_id join lots l on l.id = e.lot_id
          where a.type = 'live' and ${auctionsInRange(w)} and e.type = 'lot_sold' and l.status = 'sold'
          order by e.lot_id, e.seq desc
        ),
        channels(source) as (values ('internet'), ('floor'), ('phone'), ('absentee'))
        select c.source,
          (select count(*) from won where won.source = c.source)::int as lots,
          (select coalesce(sum(hammer), 0) from won where won.source = c.source) as hammer,
          (select count(*) from live where live.source = c.source)::int as bids
        from channels c`,
    ),
  ]);
  const auctionRows = auctions.map((row) => ({
    auction: row.title,
    type: row.type === 'live' ? 'Live' : 'Timed',
    sale_day: row.sale_day,
    registrations: row.registrations,
    bidders: row.bidders,
    bids: row.bids,
    offered: row.offered,
    bids_per_lot: averageOf(row.bids, row.offered),
    extended: row.extended,
  }));
  const sum = (key: 'registrations' | 'bids' | 'offered' | 'extended') =>
    auctions.reduce((total, row) => total + row[key], 0);
  const channelTotals = {
    lots: channels.reduce((total, row) => total + row.lots, 0),
    hammer: channels.reduce((total, row) => total + num(row.hammer), 0),
    bids: channels.reduce((total, row) => total + row.bids, 0),
  };
  return [
    {
      id: 'bidding-by-auction',
      title: 'Bidding by auction',
      note: 'Auctions that ended in the range. Registrations are approved paddles; timed bids are every step of the bid history, live bids the accepted bids not undone; an extension is a timed lot whose end soft close moved.',
      columns: [
        { key: 'auction', label: 'Auction', kind: 'text' },
        { key: 'type', label: 'Type', kind: 'text' },
        { key: 'sale_day', label: 'Sale day', kind: 'text' },
        { key: 'registrations', label: 'Registrations', kind: 'count' },
        { key: 'bidders', label: 'Active bidders', kind: 'count' },
        { key: 'bids', label: 'Bids', kind: 'count' },
        { key: 'offered', label: 'Lots offered', kind: 'count' },
        { key: 'bids_per_lot', label: 'Bids per lot', kind: 'decimal' },
        { key: 'extended', label: 'Soft-close extensions', kind: 'count' },
      ],
      rows: auctionRows,
      totals: {
        auction: 'Total',
        type: '',
        sale_day: '',
        registrations: sum('registrations'),
        bidders: distinctBidders[0]?.bidders ?? 0,
        bids: sum('bids'),
        offered: sum('offered'),
        bids_per_lot: averageOf(sum('bids'), sum('offered')),
        extended: sum('extended'),
      },
      chart: {
        kind: 'bar',
        title: 'Bids and active bidders by auction',
        x: 'auction',
        series: ['bids', 'bidders'],
      },
    },
    {
      id: 'top-buyers',
      title: 'Top buyers',
      note: 'The ten buyers with the most hammer on issued invoices (the invoiced hammer of the sales report; drafts, which bill nobody yet, and void invoices are left out); a floor buyer without an account counts by paddle.',
      columns: [
        { key: 'buyer', label: 'Buyer', kind: 'text' },
        { key: 'auctions', label: 'Auctions', kind: 'count' },
        { key: 'lots', label: 'Lots', kind: 'count' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
      ],
      rows: buyers.map((row) => ({
        buyer: row.name,
        auctions: row.auctions,
        lots: row.lots,
        hammer_cents: num(row.hammer),
      })),
      totals: null,
      chart: null,
    },
    {
      id: 'live-channels',
      title: 'Online, floor, phone and absentee in live sales',
      note: 'Lots sold in live sales by who won them (the last sale of each lot; a quantity lot at its extended hammer), and accepted bids not undone.',
      columns: [
        { key: 'channel', label: 'Channel', kind: 'text' },
        { key: 'lots', label: 'Lots won', kind: 'count' },
        { key: 'lot_share', label: 'Share of lots', kind: 'ratio' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'hammer_share', label: 'Share of hammer', kind: 'ratio' },
        { key: 'bids', label: 'Bids', kind: 'count' },
        { key: 'bid_share', label: 'Share of bids', kind: 'ratio' },
      ],
      rows: channels.map((row) => ({
        channel: channelNames[row.source],
        lots: row.lots,
        lot_share: ratioOf(row.lots, channelTotals.lots),
        hammer_cents: num(row.hammer),
        hammer_share: ratioOf(num(row.hammer), channelTotals.hammer),
        bids: row.bids,
        bid_share: ratioOf(row.bids, channelTotals.bids),
      })),
      totals: {
        channel: 'Total',
        lots: channelTotals.lots,
        lot_share: channelTotals.lots > 0 ? 1 : 0,
        hammer_cents: channelTotals.hammer,
        hammer_share: channelTotals.hammer > 0 ? 1 : 0,
        bids: channelTotals.bids,
        bid_share: channelTotals.bids > 0 ? 1 : 0,
      },
      chart: {
        kind: 'bar',
        title: 'Share of live lots, hammer and bids',
        x: 'channel',
        series: ['lot_share', 'hammer_share', 'bid_share'],
      },
    },
  ];
}
