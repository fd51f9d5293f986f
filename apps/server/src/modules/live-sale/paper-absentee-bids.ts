import { centsToDollars, type StaffAbsenteeBid, type StaffAbsenteeBids } from '@auction/contracts';
import { absenteeMaximumRefusal, liveDollars } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import type { MailService } from '../../mail/mail.service';
import { recordAudit } from '../../platform/audit.repository';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import type { SettingsReader } from '../settings/settings.repository';
import { absenteeConfirmedMail } from './absentee-mail';
import { groupLeadOf, liveQueries } from './live-sale.repository';
import type { LiveSaleService } from './live-sale.service';

interface PaperBidder {
  user_id: string | null;
  name: string | null;
  first_name: string | null;
  email: string | null;
  status: 'pending' | 'approved' | 'rejected';
  bidding_limit_cents: number | string | null;
  may_bid_pending: boolean;
}

const field = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { [name]: [message] });

/** Why staff cannot enter a maximum for this registration, in words for the desk; null when they can. */
function bidderRefusal(paddle: number, bidder: PaperBidder | undefined): AppError | null {
  if (!bidder) return field('paddle', `No bidder has paddle ${paddle} in this sale.`);
  if (!bidder.user_id || !bidder.email) {
    return field(
      'paddle',
      `Paddle ${paddle} was registered at the desk without an account; an absentee bid needs a bidder it can be confirmed to by e-mail.`,
    );
  }
  if (bidder.status === 'rejected') return field('paddle', `Paddle ${paddle}'s registration was declined.`);
  if (bidder.status === 'pending' && !bidder.may_bid_pending) {
    return field('paddle', `Paddle ${paddle}'s registration is waiting for approval; approve it first.`);
  }
  return null;
}

/**
 * Keys in an absentee maximum a registered bidder left on paper: under the auction's row lock like
 * every live command; the lot must not have been offered yet and the maximum must be a step the
 * auctioneer calls. It is stored as the bidder's own absentee bid (so it bids in the sale exactly
 * as one left online does), marked with who entered it, audited, and confirmed to the bidder by
 * mail in the same transaction.
 */
export async function keyInAbsenteeBid(
  deps: {
    db: Database;
    live: LiveSaleService;
    mail: MailService;
    siteName: (tx: SettingsReader) => Promise<string>;
    publicUrl: string;
  },
  input: { auctionId: string; paddle: number; lotNumber: string; maxCents: number; staffId: string },
): Promise<StaffAbsenteeBid> {
  const pending = await deps.db.transaction(async (tx) => {
    const auction = await liveQueries.auction(tx, input.auctionId, true);
    if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
    if (auction.type !== 'live') throw new AppError('CONFLICT', 'Absentee bids are for live sales.');
    if (auction.status === 'closed' || auction.status === 'settled') {
      throw new AppError('CONFLICT', 'This sale is over.');
    }
    const lots = await liveQueries.lotTerms(tx, auction.id);
    const lot = lots.find((row) => row.lot_number.toUpperCase() === input.lotNumber);
    if (!lot) throw field('lot_number', `There is no lot ${input.lotNumber} in this sale.`);
    const lead = groupLeadOf(lots, lot.id);
    if (lead !== null) {
      throw field(
        'lot_number',
        `Lot ${lot.lot_number} is ${lead.kind === 'choice' ? 'offered in the choice of' : 'sold together with'} lot ${lead.lotNumber}: key the maximum in on lot ${lead.lotNumber}.`,
      );
    }
    const bidder = await oneOf<PaperBidder>(
      tx,
      sql`select r.user_id, u.name, u.first_name, u.email, r.status, r.bidding_limit_cents,
        (not a.requires_approval and not a.card_on_file_required and coalesce(a.deposit_cents, 0) = 0) as may_bid_pending
      from auction_registrations r
      join auctions a on a.id = r.auction_id
      left join users u on u.id = r.user_id and u.erased_at is null
      where r.auction_id = ${auction.id} and r.paddle_number = ${input.paddle}`,
    );
    const refused = bidderRefusal(input.paddle, bidder ?? undefined);
    if (refused || !bidder?.user_id) throw refused;
    if (lot.consignor_user_id === bidder.user_id) {
      throw field(
        'paddle',
        `Paddle ${input.paddle} consigned lot ${lot.lot_number}; a consignor may not bid on their own lot.`,
      );
    }
    const limit = bidder.bidding_limit_cents === null ? null : Number(bidder.bidding_limit_cents);
    if (limit !== null && input.maxCents > limit) {
      throw field('amount', `Paddle ${input.paddle}'s bidding limit is ${liveDollars(limit)}.`);
    }
    const state = await deps.live.stateWithin(tx, auction.id);
    const offered = state.currentLot?.lotId === lot.id || state.results[lot.id] !== undefined;
    if (lot.status !== 'upcoming' || offered) {
      throw new AppError(
        'CONFLICT',
        `Lot ${lot.lot_number} has already been offered; its absentee bids are settled.`,
      );
    }
    const ladder = absenteeMaximumRefusal(
      input.maxCents,
      Number(lot.starting_bid_cents),
      toIncrementProfile(auction.increment_rows),
    );
    if (ladder) throw field('amount', ladder.message);

    const before = await oneOf<{ max_cents: number | string }>(
      tx,
      sql`select max_cents from max_bids where lot_id = ${lot.id} and bidder_id = ${bidder.user_id}`,
    );
    await tx.execute(
      sql`insert into max_bids (lot_id, bidder_id, max_cents, placed_at, seq, entered_by)
      values (${lot.id}, ${bidder.user_id}, ${input.maxCents}, now(),
        (select coalesce(max(seq), 0) + 1 from max_bids where lot_id = ${lot.id}), ${input.staffId})
      on conflict (lot_id, bidder_id) do update
        set max_cents = excluded.max_cents, placed_at = excluded.placed_at, seq = excluded.seq,
          entered_by = excluded.entered_by`,
    );
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'absentee_bid.keyed_in',
      entity: 'lot',
      entityId: lot.id,
      before: before ? { paddle: input.paddle, max_cents: Number(before.max_cents) } : null,
      after: { paddle: input.paddle, max_cents: input.maxCents },
    });
    const details = await oneOf<{ title: string; slug: string }>(
      tx,
      sql`select title, slug from lots where id = ${lot.id}`,
    );
    const mail = await deps.mail.queueInTransaction(
      tx,
      absenteeConfirmedMail({
        siteName: await deps.siteName(tx),
        to: bidder.email as string,
        name: bidder.first_name || bidder.name || 'bidder',
        auctionTitle: auction.title,
        lotNumber: lot.lot_number,
        lotTitle: details?.title ?? '',
        maxCents: input.maxCents,
        link: `${deps.publicUrl}/lots/${lot.id}-${details?.slug ?? ''}`,
      }),
    );
    return { mail, lotId: lot.id, userId: bidder.user_id };
  });
  await deps.mail.afterCommit(pending.mail);
  const [row] = (await absenteeBidsOf(deps.db, input.auctionId)).data.filter(
    (bid) => bid.lot_id === pending.lotId && bid.paddle === input.paddle,
  );
  if (!row) throw new Error('the absentee bid just keyed in is missing');
  return row;
}

/** Every absentee maximum of a sale for the desk and the auctioneer's book: lot order, highest first. */
export async function absenteeBidsOf(db: Database, auctionId: string): Promise<StaffAbsenteeBids> {
  const auction = await oneOf<{ id: string }>(db, sql`select id from auctions where id = ${auctionId}`);
  if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
  const rows = await rowsOf<{
    lot_id: string;
    lot_number: string;
    lot_title: string;
    paddle: number;
    bidder_name: string;
    max_cents: number | string;
    placed_at: Date | string;
    entered_by: string | null;
  }>(
    db,
    sql`select l.id as lot_id, l.lot_number, l.title as lot_title, r.paddle_number as paddle,
      u.name as bidder_name, m.max_cents, m.placed_at, s.name as entered_by
    from max_bids m
    join lots l on l.id = m.lot_id
    join users u on u.id = m.bidder_id
    join auction_registrations r on r.auction_id = l.auction_id and r.user_id = m.bidder_id
    left join users s on s.id = m.entered_by
    where l.auction_id = ${auctionId}
    order by l.sale_order, l.lot_number, m.max_cents desc, m.seq`,
  );
  return {
    data: rows.map((row) => ({
      lot_id: row.lot_id,
      lot_number: row.lot_number,
      lot_title: row.lot_title,
      paddle: Number(row.paddle),
      bidder_name: row.bidder_name,
      max_bid: centsToDollars(Number(row.max_cents)),
      placed_at: new Date(row.placed_at).toISOString(),
      entered_by: row.entered_by,
    })),
  };
}
