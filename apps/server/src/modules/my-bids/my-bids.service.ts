import type { BidStanding, LotAuctionSummary, MyBid, WatchedLot, WonLot } from '@auction/contracts';
import { centsToDollars } from '@auction/contracts';
import { type BuyersPremium, calendarDateIn, NOVA_SCOTIA_HST_RATES, rateInForce } from '@auction/domain';
import type { Clock } from '../../clock';
import type { BuyerPremiumColumn } from '../../db/schema';
import type { LotsService } from '../lots/lots.service';
import type { SettingsService } from '../settings/settings.service';
import type { AuctionOfLot, MyBidsRepository } from './my-bids.repository';
import { invoicedLotCosts, provisionalLotCosts, type WonLotCost } from './won-lot-costs';

/**
 * Where a bidder stands on a lot: by who holds the lead while it is open, by the buyer once
 * closed. A live sale's lot not yet offered has only absentee maxima, and the book is private
 * until the lot is on the block, so it says neither winning nor outbid (decision 0020).
 */
export function standingOf(
  lot: { lot_status: string; high_bidder_id: string | null; auction_type: 'timed' | 'live' },
  userId: string,
): BidStanding {
  if (lot.auction_type === 'live' && lot.lot_status === 'upcoming') return 'absentee';
  const leads = lot.high_bidder_id === userId;
  if (lot.lot_status === 'sold') return leads ? 'won' : 'lost';
  if (lot.lot_status === 'passed') return 'lost';
  return leads ? 'winning' : 'outbid';
}

export function premiumOf(column: BuyerPremiumColumn): BuyersPremium {
  return column.kind === 'flat'
    ? { kind: 'flat', rateBps: column.rate_bp }
    : {
        kind: 'tiered',
        tiers: column.tiers.map((tier) => ({ fromCents: tier.from_cents, rateBps: tier.rate_bp })),
      };
}

const summaryOf = (auction: AuctionOfLot): LotAuctionSummary => ({
  id: auction.id,
  slug: auction.slug,
  title: auction.title,
  status: auction.status,
});

/** Pairs each public lot (in the order given) with the row it came from. */
async function withLots<T extends { lot_id: string }>(lots: LotsService, rows: T[]) {
  const byId = new Map((await lots.publicByIds(rows.map((row) => row.lot_id))).map((lot) => [lot.id, lot]));
  return rows.flatMap((row) => {
    const lot = byId.get(row.lot_id);
    return lot ? [{ row, lot }] : [];
  });
}

export function createMyBidsService(deps: {
  repository: MyBidsRepository;
  lots: LotsService;
  settings: SettingsService;
  clock: Clock;
}) {
  return {
    /**
     * The caller's lots with bids in auctions still selling; their own amount, nobody else's:
     * a maximum (timed or absentee), or for a live lot bid on only in the room, their highest bid.
     */
    async activeBids(userId: string): Promise<MyBid[]> {
      const [maxima, roomBids] = await Promise.all([
        deps.repository.activeBids(userId),
        deps.repository.liveRoomBids(userId),
      ]);
      const withMaximum = new Set(maxima.map((row) => row.lot_id));
      const rows = [
        ...maxima.map((row) => ({
          ...row,
          cents: row.max_cents,
          kind: row.auction_type === 'live' ? ('absentee' as const) : ('max_bid' as const),
        })),
        ...roomBids
          .filter((row) => !withMaximum.has(row.lot_id))
          .map((row) => ({ ...row, cents: row.bid_cents, kind: 'live_bid' as const })),
      ];
      return (await withLots(deps.lots, rows)).map(({ row, lot }) => ({
        lot,
        auction: summaryOf(row.auction),
        your_max: centsToDollars(row.cents),
        bid_kind: row.kind,
        standing: standingOf(row, userId),
        paddle: row.paddle,
      }));
    },

    /**
     * Lots sold to the caller with the all-in cost, as their invoice has it: a lot on an issued
     * invoice shows that invoice's own figures, its part of the tax shared out; lots not invoiced
     * yet are worked out per auction as their invoice will be (the auction's premium, Nova
     * Scotia's rate on the sale day, one rounding of the tax). So the lots of an invoice add up to it.
     */
    async wonLots(userId: string): Promise<WonLot[]> {
      const rows = await deps.repository.wonLots(userId);
      const invoiceIds = [...new Set(rows.flatMap((row) => (row.invoice_id ? [row.invoice_id] : [])))];
      const [lines, storedRates, { time_zone }] = await Promise.all([
        deps.repository.invoiceLines(invoiceIds),
        deps.repository.novaScotiaRates(),
        deps.settings.company(),
      ]);
      const costs = invoicedLotCosts(lines);
      const rates = storedRates.length > 0 ? storedRates : NOVA_SCOTIA_HST_RATES;
      const notInvoiced = rows.filter((row) => !costs.has(row.lot_id));
      for (const auctionId of new Set(notInvoiced.map((row) => row.auction.id))) {
        const won = notInvoiced.filter((row) => row.auction.id === auctionId);
        const first = won[0];
        if (!first) continue;
        const soldAt = first.auction_end_at ?? first.closed_at ?? first.end_at ?? deps.clock();
        const saleDate = calendarDateIn(soldAt, first.auction_time_zone || time_zone);
        const provisional = provisionalLotCosts(
          won.map((row) => ({
            lot_id: row.lot_id,
            hammer_cents: row.hammer_cents ?? 0,
            grouped_id: row.grouped_id,
          })),
          premiumOf(first.auction.buyer_premium),
          rateInForce(rates, saleDate),
        );
        for (const [lotId, cost] of provisional) costs.set(lotId, cost);
      }
      return (await withLots(deps.lots, rows)).flatMap(({ row, lot }) => {
        const cost: WonLotCost | undefined = costs.get(row.lot_id);
        if (!cost) return [];
        return [
          {
            lot,
            auction: {
              ...summaryOf(row.auction),
              pickup_info: row.auction.pickup_info,
              location: row.auction.location,
            },
            hammer_price: centsToDollars(cost.hammer_cents),
            buyers_premium: centsToDollars(cost.premium_cents),
            hst: centsToDollars(cost.tax_cents),
            hst_rate_bp: cost.rate_bps,
            total: centsToDollars(cost.total_cents),
            closed_at: row.closed_at?.toISOString() ?? null,
            paddle: row.paddle,
            invoice_id: row.invoice_id ?? null,
          },
        ];
      });
    },

    /** Watched lots (in the order given) with the auction each is in. */
    async watched(lotIds: string[]): Promise<WatchedLot[]> {
      const lots = await deps.lots.publicByIds(lotIds);
      const auctions = new Map(
        (await deps.repository.auctionsOf([...new Set(lots.map((lot) => lot.auction_id))])).map((auction) => [
          auction.id,
          auction,
        ]),
      );
      return lots.flatMap((lot) => {
        const auction = auctions.get(lot.auction_id);
        return auction ? [{ ...lot, auction: summaryOf(auction) }] : [];
      });
    },
  };
}
export type MyBidsService = ReturnType<typeof createMyBidsService>;
