import type { BidStanding, LotAuctionSummary, MyBid, WatchedLot, WonLot } from '@auction/contracts';
import { centsToDollars } from '@auction/contracts';
import {
  allInCost,
  type BuyersPremium,
  calendarDateIn,
  NOVA_SCOTIA_HST_RATES,
  rateInForce,
} from '@auction/domain';
import type { Clock } from '../../clock';
import type { BuyerPremiumColumn } from '../../db/schema';
import type { LotsService } from '../lots/lots.service';
import type { SettingsService } from '../settings/settings.service';
import type { AuctionOfLot, MyBidsRepository } from './my-bids.repository';

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
     * Lots sold to the caller with the all-in cost: hammer, the auction's buyer's premium and HST
     * at the rate in force on the day the lot closed, in the company's time zone.
     */
    async wonLots(userId: string): Promise<WonLot[]> {
      const rows = await deps.repository.wonLots(userId);
      const { time_zone } = await deps.settings.company();
      return (await withLots(deps.lots, rows)).map(({ row, lot }) => {
        const saleDate = calendarDateIn(row.closed_at ?? row.end_at ?? deps.clock(), time_zone);
        const cost = allInCost({
          hammerCents: row.hammer_cents ?? 0,
          premium: premiumOf(row.auction.buyer_premium),
          taxRates: NOVA_SCOTIA_HST_RATES,
          saleDate,
        });
        return {
          lot,
          auction: {
            ...summaryOf(row.auction),
            pickup_info: row.auction.pickup_info,
            location: row.auction.location,
          },
          hammer_price: centsToDollars(cost.hammerCents),
          buyers_premium: centsToDollars(cost.premiumCents),
          hst: centsToDollars(cost.taxCents),
          hst_rate_bp: rateInForce(NOVA_SCOTIA_HST_RATES, saleDate),
          total: centsToDollars(cost.totalCents),
          closed_at: row.closed_at?.toISOString() ?? null,
          paddle: row.paddle,
          invoice_id: row.invoice_id ?? null,
        };
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
