import { type AbsenteeBid, centsToDollars } from '@auction/contracts';
import { liveDollars } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { eligibilityRefusal } from '../bids/bidder-eligibility';
import { groupLeadOf, liveQueries } from './live-sale.repository';
import type { LiveSaleService } from './live-sale.service';

/**
 * Leaves (or changes) a bidder's absentee maximum on a lot of a live sale. It runs under the
 * auction's row lock, like every live command, so it cannot slip in while the lot opens; once a
 * lot has been on the block its absentee bids are settled.
 */
export async function leaveAbsenteeBid(
  deps: { db: Database; live: LiveSaleService },
  input: { bidderId: string; lotId: string; maxCents: number },
): Promise<AbsenteeBid> {
  const found = await deps.live.auctionOfLot(input.lotId);
  if (!found || found.is_draft) throw new AppError('NOT_FOUND', 'This lot does not exist.');
  if (found.type !== 'live') {
    throw new AppError('LOT_NOT_OPEN', 'Absentee bids are for live sales; bid on this lot from its page.');
  }
  return deps.db.transaction(async (tx) => {
    const auction = await liveQueries.auction(tx, found.auction_id, true);
    if (!auction || auction.status === 'closed' || auction.status === 'settled') {
      throw new AppError('LOT_CLOSED', 'This sale is over.');
    }
    const lots = await liveQueries.lotTerms(tx, found.auction_id);
    const lot = lots.find((row) => row.id === input.lotId);
    const bidder = await liveQueries.bidder(tx, found.auction_id, input.bidderId);
    if (!lot || !bidder) throw new AppError('NOT_FOUND', 'This lot does not exist.');
    const refusal = eligibilityRefusal(input.bidderId, bidder, auction, lot, input.maxCents);
    if (refusal) throw refusal;
    const state = await deps.live.stateWithin(tx, found.auction_id);
    const offered = state.currentLot?.lotId === lot.id || state.results[lot.id] !== undefined;
    if (lot.status !== 'upcoming' || offered) {
      throw new AppError('LOT_NOT_OPEN', 'This lot has already been offered; bid in the live room.');
    }
    const lead = groupLeadOf(lots, lot.id);
    if (lead !== null) {
      throw new AppError(
        'LOT_NOT_OPEN',
        lead.kind === 'choice'
          ? `Lot ${lot.lot_number} is offered in the choice of lot ${lead.lotNumber}: leave your maximum on lot ${lead.lotNumber}, then pick this one if you win.`
          : `Lot ${lot.lot_number} is sold together with lot ${lead.lotNumber}: leave your maximum on lot ${lead.lotNumber}, for all of them.`,
      );
    }
    if (input.maxCents < lot.starting_bid_cents) {
      throw new AppError(
        'BELOW_MINIMUM',
        `Your maximum bid must be at least ${liveDollars(lot.starting_bid_cents)}, the starting bid.`,
      );
    }
    await tx.execute(
      sql`insert into max_bids (lot_id, bidder_id, max_cents, placed_at, seq)
      values (${lot.id}, ${input.bidderId}, ${input.maxCents}, now(),
        (select coalesce(max(seq), 0) + 1 from max_bids where lot_id = ${lot.id}))
      on conflict (lot_id, bidder_id) do update
        set max_cents = excluded.max_cents, placed_at = excluded.placed_at, seq = excluded.seq`,
    );
    return { lot_id: lot.id, max_bid: centsToDollars(input.maxCents) };
  });
}
