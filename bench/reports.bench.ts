// Times every report over a year of sales: 50 auctions (one live sale in five) of 200 lots each,
// 10,000 lots with 40,000 timed bids and the live sales' events, 3,000 invoices with 8,000 lot
// lines, their payments, and 1,000 consignor statements with payouts. Next to each report, the
// limit: one bare scan and sum over the same rows. Figures, not assertions.
// BENCH_DATABASE=pglite or postgres measures one of them.
import { reportNames } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database';
import { createInvoiceLedger } from '../apps/server/src/modules/invoices/invoice-ledger';
import { createReportsService } from '../apps/server/src/modules/reports/reports.service';
import { forEachBenchDatabase } from './bid-sale';

const runs = 3;
const year = { from: '2025-01-01', to: '2025-12-31' };

/** A year of sales written set-based, as the live system would have left it. */
async function yearOfSales(db: Database) {
  await db.execute(sql`insert into categories (name, slug, position)
    select 'Bench category ' || n, 'bench-category-' || n, n from generate_series(1, 10) n`);
  await db.execute(
    sql`insert into consignors (name) select 'Bench consignor ' || n from generate_series(1, 100) n`,
  );
  await db.execute(sql`insert into users (email, name, first_name, password_hash, roles, email_verified_at, terms_accepted_at)
    select 'bench-report-' || n || '@example.ca', 'Bidder ' || n, 'Bidder', 'x', array['Bidder'], now(), now()
    from generate_series(1, 500) n`);
  await db.execute(sql`insert into auctions (slug, title, status, type, start_at, end_at)
    select 'bench-report-' || n, 'Bench sale ' || n, 'closed', case when n % 5 = 0 then 'live' else 'timed' end,
      timestamptz '2025-01-01T12:00:00Z' + (n - 1) * interval '7 days',
      timestamptz '2025-01-03T23:00:00Z' + (n - 1) * interval '7 days'
    from generate_series(1, 50) n`);
  await db.execute(sql`with a as (select id, end_at, row_number() over (order by end_at) as n from auctions where slug like 'bench-report-%'),
      c as (select id, row_number() over (order by position) - 1 as k from categories where slug like 'bench-category-%'),
      cs as (select id, row_number() over (order by name) - 1 as k from consignors where name like 'Bench consignor %')
    insert into lots (auction_id, lot_number, sale_order, title, slug, starting_bid_cents, status, current_price_cents,
      category_id, consignor_id, scheduled_end_at, end_at, closed_at)
    select a.id, lot::text, lot, 'Lot ' || lot, 'lot-' || lot, 1000, case when lot % 5 = 0 then 'passed' else 'sold' end,
      case when lot % 5 = 0 then null else 1000 + (lot * 7919 + a.n * 104729) % 250000 end,
      (select id from c where c.k = lot % 10), (select id from cs where cs.k = lot % 100),
      a.end_at, a.end_at + case when lot % 7 = 0 then interval '2 minutes' else interval '0' end, a.end_at
    from a, generate_series(1, 200) lot`);
  await db.execute(sql`with a as (select id, row_number() over (order by end_at) as n from auctions where slug like 'bench-report-%'),
      u as (select id, row_number() over (order by email) - 1 as k from users where email like 'bench-report-%')
    insert into auction_registrations (auction_id, user_id, paddle_number, status, terms_accepted_at)
    select a.id, u.id, 7000 + j, 'approved', now()
    from a, generate_series(1, 60) j join u on u.k = j * 7 % 500`);
  await db.execute(sql`insert into bids (lot_id, auction_id, bidder_id, amount_cents, kind, seq)
    select l.id, l.auction_id, r.user_id, 1000 + i * 100, 'max', (l.sale_order - 1) * 5 + i
    from lots l join auctions a on a.id = l.auction_id and a.type = 'timed' and a.slug like 'bench-report-%',
      generate_series(1, 5) i
      join auction_registrations r on true
    where r.auction_id = l.auction_id and r.paddle_number = 7001 + (l.sale_order + i) % 60`);
  await db.execute(sql`insert into live_events (auction_id, seq, type, lot_id, payload, server_time)
    select l.auction_id, (l.sale_order - 1) * 4 + i,
      case when i < 4 then 'bid_accepted' when l.status = 'sold' then 'lot_sold' else 'lot_passed' end, l.id,
      jsonb_build_object('lotId', l.id, 'source', (array['internet', 'floor', 'absentee'])[1 + (l.sale_order + i) % 3],
        'bidderId', case when (l.sale_order + i) % 3 = 1 then null else r.user_id end, 'paddle', r.paddle_number,
        'amountCents', coalesce(l.current_price_cents, 1000)),
      a.end_at
    from lots l join auctions a on a.id = l.auction_id and a.type = 'live' and a.slug like 'bench-report-%',
      generate_series(1, 4) i
      join auction_registrations r on true
    where r.auction_id = l.auction_id and r.paddle_number = 7001 + l.sale_order % 60`);
  await db.execute(sql`insert into invoices (auction_id, registration_id, buyer_user_id, status, number, sale_date, issued_at,
      tax_rate_bps, place_of_supply)
    select r.auction_id, r.id, r.user_id, case when r.paddle_number % 3 = 0 then 'issued' else 'paid' end,
      'BR-' || r.id, (a.end_at at time zone 'America/Halifax')::date, a.end_at + interval '1 day', 1400,
      case when r.paddle_number % 10 = 0 then 'ON' else 'NS' end
    from auction_registrations r join auctions a on a.id = r.auction_id and a.slug like 'bench-report-%'`);
  await db.execute(sql`insert into invoice_lines (invoice_id, position, kind, lot_id, lot_number, description, amount_cents, premium_cents)
    select i.id, l.sale_order, 'lot', l.id, l.lot_number, l.title, l.current_price_cents, (l.current_price_cents * 1500 + 5000) / 10000
    from lots l join auction_registrations r on r.auction_id = l.auction_id and r.paddle_number = 7001 + l.sale_order % 60
      join invoices i on i.registration_id = r.id
    where l.status = 'sold' and l.title like 'Lot %'`);
  await db.execute(sql`with t as (select invoice_id, sum(amount_cents) as h, sum(premium_cents) as p from invoice_lines group by invoice_id)
    update invoices i set hammer_cents = t.h, premium_cents = t.p, tax_cents = ((t.h + t.p) * i.tax_rate_bps + 5000) / 10000,
      total_cents = t.h + t.p + ((t.h + t.p) * i.tax_rate_bps + 5000) / 10000,
      paid_cents = case when i.status = 'paid' then t.h + t.p + ((t.h + t.p) * i.tax_rate_bps + 5000) / 10000 else 0 end
    from t where t.invoice_id = i.id`);
  await db.execute(sql`update invoices set status = 'draft', number = null, issued_at = null
    where number like 'BR-%' and total_cents = 0`);
  await db.execute(sql`insert into payments (invoice_id, kind, method, amount_cents, received_on)
    select i.id, 'payment', (array['cash', 'debit', 'card_counter', 'cheque', 'etransfer', 'stripe'])[1 + abs(hashtext(i.id::text)) % 6],
      i.total_cents, (i.issued_at at time zone 'America/Halifax')::date + 3
    from invoices i where i.status = 'paid' and i.number like 'BR-%'`);
  await db.execute(sql`insert into consignor_statements (consignor_id, kind, auction_id, status, sale_date, lots_count, sold_lots_count,
      hammer_cents, net_payout_cents)
    select l.consignor_id, 'auction', l.auction_id, 'final', (a.end_at at time zone 'America/Halifax')::date, count(*),
      count(*) filter (where l.status = 'sold'), coalesce(sum(l.current_price_cents), 0), coalesce(sum(l.current_price_cents), 0) * 3 / 4
    from lots l join auctions a on a.id = l.auction_id and a.slug like 'bench-report-%'
    group by l.consignor_id, l.auction_id, a.end_at`);
  await db.execute(sql`insert into consignor_payouts (statement_id, consignor_id, method, amount_cents, paid_on)
    select s.id, s.consignor_id, 'cheque', s.net_payout_cents, s.sale_date + 20
    from consignor_statements s where s.net_payout_cents > 0 and abs(hashtext(s.id::text)) % 2 = 0`);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

await forEachBenchDatabase(async (database) => {
  const db = database.handle.db;
  const seeding = await timed(() => yearOfSales(db));
  await db.execute(sql`analyze`);
  const counts = (
    (await db.execute(sql`select (select count(*) from lots)::int as lots, (select count(*) from bids)::int as bids,
      (select count(*) from invoices)::int as invoices, (select count(*) from invoice_lines)::int as lines,
      (select count(*) from payments)::int as payments, (select count(*) from live_events)::int as events`)) as unknown as {
      rows: Record<string, number>[];
    }
  ).rows[0];
  console.log(
    `\n${database.kind}: a year of data written in ${(seeding / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`,
  );
  const reports = createReportsService({
    db,
    ledger: createInvoiceLedger({ db }),
    timeZone: async () => 'America/Halifax',
  });
  // The limit: one scan and sum over the invoice lines and lots the reports read.
  const limit: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    limit.push(
      await timed(() =>
        db.execute(sql`select count(*), sum(il.amount_cents), (select count(*) from lots), (select count(*) from bids)
          from invoice_lines il join invoices i on i.id = il.invoice_id where i.status <> 'void'`),
      ),
    );
  }
  console.log(`  limit (bare count and sum over the lines, lots and bids): ${median(limit).toFixed(0)} ms`);
  for (const name of reportNames) {
    for (const group of name === 'sales' ? (['month', 'auction'] as const) : (['month'] as const)) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        times.push(await timed(() => reports.report(name, { ...year, group })));
      }
      const label = name === 'sales' ? `${name} by ${group}` : name;
      console.log(`  ${label.padEnd(18)} ${median(times).toFixed(0).padStart(5)} ms (median of ${runs})`);
    }
  }
});
