import {
  estimateOf,
  type GroupSplitRule,
  type LiveEvent,
  type LiveLotGroup,
  type LiveLotTerms,
  type LiveSaleState,
} from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { IncrementRowColumn } from '../../db/schema';

export type { Queryable } from '../../db/queries';

import { type Queryable, rowsOf } from '../../db/queries';
import { syncItemsWithLots } from '../inventory-lotting/lot-results';

export interface LiveAuctionRow {
  id: string;
  title: string;
  type: 'timed' | 'live';
  status: string;
  video_url: string | null;
  requires_approval: boolean;
  last_seq: number;
  increment_rows: IncrementRowColumn[] | null;
}

export interface LiveLotRow {
  id: string;
  lot_number: string;
  title: string;
  description: string;
  starting_bid_cents: number;
  status: LiveLotTerms['status'];
  /** The user of the lot's consignor record, who may not bid on it. */
  consignor_user_id: string | null;
  image_key: string | null;
  quantity: number;
  per_unit: boolean;
  /** The choice group the lot is offered in, if any. */
  choice_group_id: string | null;
  /** The grouped lot it is sold in (one hammer for all its lots), if any. */
  grouped_id: string | null;
  /** A grouped lot's split rule, and the lot's estimate (the midpoint of low and high) to split by. */
  split_rule: GroupSplitRule | null;
  estimate_low_cents: number | null;
  estimate_high_cents: number | null;
}

export type LiveLotTermsRow = Pick<
  LiveLotRow,
  | 'id'
  | 'lot_number'
  | 'starting_bid_cents'
  | 'status'
  | 'consignor_user_id'
  | 'choice_group_id'
  | 'grouped_id'
  | 'split_rule'
  | 'estimate_low_cents'
  | 'estimate_high_cents'
>;

/** A lot's group, as a choice or as a grouped lot, with what a grouped lot's hammer is split by. */
const choiceGroupColumn = sql`(select g.id from lot_groups g where g.id = l.group_id and g.kind = 'choice') as choice_group_id,
  (select g.id from lot_groups g where g.id = l.group_id and g.kind = 'grouped') as grouped_id,
  (select g.split_rule from lot_groups g where g.id = l.group_id) as split_rule,
  (select i.estimate_low_cents from inventory_items i where i.id = l.inventory_item_id) as estimate_low_cents,
  (select i.estimate_high_cents from inventory_items i where i.id = l.inventory_item_id) as estimate_high_cents`;

interface AbsenteeRow {
  lot_id: string;
  bidder_id: string;
  max_cents: number;
  paddle: number | null;
  name: string;
}

export interface LiveBidderRow {
  is_verified: boolean;
  registration_status: 'pending' | 'approved' | 'rejected' | null;
  bidding_limit_cents: number | null;
  paddle_number: number | null;
  name: string;
}

interface StoredEventRow {
  seq: number;
  type: string;
  payload: Record<string, unknown>;
  server_ms: number;
}

/** Queries of the live sale; each takes the transaction (or database) it runs in. */
export const liveQueries = {
  /**
   * The auction with its increment rows. With `lock`, its row stays locked until commit: the
   * live stream of one auction takes one command at a time, and its sequence numbers come from it.
   */
  async auction(db: Queryable, auctionId: string, lock: boolean): Promise<LiveAuctionRow | null> {
    const [row] = await rowsOf<LiveAuctionRow>(
      db,
      sql`select a.id, a.title, a.type, a.status, a.video_url, a.requires_approval,
        a.last_seq::float8 as last_seq, coalesce(p.rows, d.rows) as increment_rows
      from auctions a
      left join bid_increment_profiles p on p.id = a.increment_profile_id
      left join bid_increment_profiles d on d.is_default
      where a.id = ${auctionId}
      ${lock ? sql`for update of a` : sql``}`,
    );
    return row ?? null;
  },

  /** The auction a lot belongs to and whether it is a live one. */
  async lotAuction(
    db: Queryable,
    lotId: string,
  ): Promise<{ auction_id: string; type: 'timed' | 'live'; is_draft: boolean } | null> {
    const [row] = await rowsOf<{ auction_id: string; type: 'timed' | 'live'; is_draft: boolean }>(
      db,
      sql`select l.auction_id, a.type, a.status = 'draft' as is_draft
      from lots l join auctions a on a.id = l.auction_id where l.id = ${lotId}`,
    );
    return row ?? null;
  },

  /** Events after `afterSeq`, oldest first, as the domain folds them. */
  async eventsAfter(db: Queryable, auctionId: string, afterSeq: number): Promise<LiveEvent[]> {
    const rows = await rowsOf<StoredEventRow>(
      db,
      sql`select seq::float8 as seq, type, payload, (extract(epoch from server_time) * 1000)::float8 as server_ms
      from live_events where auction_id = ${auctionId} and seq > ${afterSeq} order by seq`,
    );
    return rows.map(
      (row) => ({ ...row.payload, type: row.type, seq: row.seq, serverTimeMs: row.server_ms }) as LiveEvent,
    );
  },

  /** Every lot of the auction in sale order, with its first picture. */
  async lots(db: Queryable, auctionId: string): Promise<LiveLotRow[]> {
    return rowsOf<LiveLotRow>(
      db,
      sql`select l.id, l.lot_number, l.title, l.description, l.starting_bid_cents, l.status, l.quantity, l.per_unit,
        (select c.user_id from consignors c where c.id = l.consignor_id) as consignor_user_id,
        (select i.medium_key from lot_images i where i.lot_id = l.id order by i.position limit 1) as image_key,
        ${choiceGroupColumn}
      from lots l where l.auction_id = ${auctionId} order by l.sale_order, l.lot_number`,
    );
  },

  /** What a command decides on, per lot in sale order: no text or pictures (a bid reads this). */
  async lotTerms(db: Queryable, auctionId: string): Promise<LiveLotTermsRow[]> {
    return rowsOf<LiveLotTermsRow>(
      db,
      sql`select l.id, l.lot_number, l.starting_bid_cents, l.status,
        (select c.user_id from consignors c where c.id = l.consignor_id) as consignor_user_id,
        ${choiceGroupColumn}
      from lots l where l.auction_id = ${auctionId} order by l.sale_order, l.lot_number`,
    );
  },

  /** The lots of a choice group in sale order, for the catalogue entry of the lot that opens it. */
  async choiceLots(
    db: Queryable,
    groupId: string,
  ): Promise<{ lot_id: string; lot_number: string; title: string }[]> {
    return rowsOf(
      db,
      sql`select l.id as lot_id, l.lot_number, l.title from lots l
      where l.group_id = ${groupId} order by l.sale_order, l.lot_number`,
    );
  },

  /** One lot with its first picture, for the `lot_opened` event. */
  async lot(db: Queryable, lotId: string): Promise<LiveLotRow | null> {
    const [row] = await rowsOf<LiveLotRow>(
      db,
      sql`select l.id, l.lot_number, l.title, l.description, l.starting_bid_cents, l.status, l.quantity, l.per_unit,
        (select c.user_id from consignors c where c.id = l.consignor_id) as consignor_user_id,
        (select i.medium_key from lot_images i where i.lot_id = l.id order by i.position limit 1) as image_key,
        ${choiceGroupColumn}
      from lots l where l.id = ${lotId}`,
    );
    return row ?? null;
  },

  /**
   * The maximum bids left on the auction's lots before the sale, in the order they were placed,
   * from bidders whose registration lets them bid (approved, or pending where none is needed).
   */
  async absentees(db: Queryable, auctionId: string): Promise<AbsenteeRow[]> {
    return rowsOf<AbsenteeRow>(
      db,
      sql`select m.lot_id, m.bidder_id, m.max_cents, r.paddle_number as paddle, u.name
      from max_bids m
      join lots l on l.id = m.lot_id
      join auctions a on a.id = l.auction_id
      join users u on u.id = m.bidder_id
      join auction_registrations r on r.auction_id = l.auction_id and r.user_id = m.bidder_id
      where l.auction_id = ${auctionId}
        and (r.status = 'approved' or (r.status = 'pending' and not a.requires_approval
          and not a.card_on_file_required and coalesce(a.deposit_cents, 0) = 0))
      order by m.seq`,
    );
  },

  async bidder(db: Queryable, auctionId: string, userId: string): Promise<LiveBidderRow | null> {
    const [row] = await rowsOf<LiveBidderRow>(
      db,
      sql`select u.email_verified_at is not null as is_verified, u.name,
        r.status as registration_status, r.bidding_limit_cents, r.paddle_number
      from users u
      left join auction_registrations r on r.user_id = u.id and r.auction_id = ${auctionId}
      where u.id = ${userId}`,
    );
    return row ?? null;
  },

  /** Appends the events and moves the auction's sequence to the last of them. */
  async append(db: Queryable, auctionId: string, events: readonly LiveEvent[], actorId: string | null) {
    if (events.length === 0) return;
    const values = events.map((event) => {
      const { seq, serverTimeMs, type, ...payload } = event;
      const lotId = 'lotId' in event ? event.lotId : null;
      return sql`(${auctionId}::uuid, ${seq}::bigint, ${type}, ${lotId}::uuid, ${JSON.stringify(payload)}::jsonb,
        ${actorId}::uuid, to_timestamp(${serverTimeMs}::float8 / 1000))`;
    });
    await db.execute(
      sql`insert into live_events (auction_id, seq, type, lot_id, payload, actor_id, server_time)
      values ${sql.join(values, sql`, `)}`,
    );
    const last = events.at(-1)?.seq ?? 0;
    await db.execute(
      sql`update auctions set last_seq = greatest(last_seq, ${last}::bigint) where id = ${auctionId}`,
    );
  },

  /** Lots and the auction as the sale left them, so invoices and prices realized read them as usual. */
  async project(
    db: Queryable,
    auctionId: string,
    state: LiveSaleState,
    events: readonly LiveEvent[],
    nowMs: number,
  ) {
    const now = sql`to_timestamp(${nowMs}::float8 / 1000)`;
    if (events.some((event) => event.type === 'sale_started')) {
      await db.execute(sql`update auctions set status = 'live', updated_at = now() where id = ${auctionId}`);
    }
    const lot = state.currentLot;
    const touchesLot = lot && events.some((event) => 'lotId' in event && event.lotId === lot.lotId);
    if (lot && touchesLot) {
      const high = lot.bids.at(-1) ?? null;
      const result = state.results[lot.lotId];
      const closed = lot.status === 'sold' || lot.status === 'passed' || result !== undefined;
      const status = result?.outcome ?? (closed ? lot.status : 'open');
      // A choice's first lot may go to a later taker than the high bidder, at the hammer.
      const price = result?.outcome === 'sold' ? result.amountCents : (high?.amountCents ?? null);
      const bidder = result?.outcome === 'sold' ? (result.buyer?.bidderId ?? null) : (high?.bidderId ?? null);
      await db.execute(
        sql`update lots set status = ${status},
          current_price_cents = ${price}::bigint, high_bidder_id = ${bidder}::uuid,
          high_max_cents = null, bid_count = ${lot.bids.length}::int,
          closed_at = ${closed ? now : sql`null`}, updated_at = now()
        where id = ${lot.lotId}`,
      );
      await syncItemsWithLots(db, [lot.lotId], null);
    }
    // The other lots of a choice, taken or passed while its first lot is on the block.
    const others = events.filter(
      (event) => (event.type === 'lot_sold' || event.type === 'lot_passed') && event.lotId !== lot?.lotId,
    );
    for (const event of others) {
      if (event.type !== 'lot_sold' && event.type !== 'lot_passed') continue;
      const sold = event.type === 'lot_sold';
      await db.execute(
        sql`update lots set status = ${sold ? 'sold' : 'passed'},
          current_price_cents = ${sold ? event.amountCents : null}::bigint,
          high_bidder_id = ${sold ? event.bidderId : null}::uuid, high_max_cents = null,
          closed_at = ${now}, updated_at = now()
        where id = ${event.lotId} and auction_id = ${auctionId}`,
      );
    }
    if (others.length > 0)
      await syncItemsWithLots(
        db,
        others.map((event) => ('lotId' in event ? event.lotId : '')),
        null,
      );
    // A grouped lot reopened: the lots sold or passed with it are back on the catalogue.
    const reopened = events.flatMap((event) => (event.type === 'lot_reopened' ? (event.lotIds ?? []) : []));
    if (reopened.length > 0) {
      await db.execute(
        sql`update lots set status = 'upcoming', current_price_cents = null, high_bidder_id = null,
          high_max_cents = null, closed_at = null, updated_at = now()
        where auction_id = ${auctionId} and id in (${sql.join(
          reopened.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
      await syncItemsWithLots(db, reopened, null);
    }
    const ended = events.find((event) => event.type === 'sale_ended');
    if (ended && ended.type === 'sale_ended') {
      if (ended.passedLotIds.length > 0) {
        await db.execute(
          sql`update lots set status = 'passed', closed_at = ${now}, updated_at = now()
          where auction_id = ${auctionId} and id in (${sql.join(
            ended.passedLotIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
        await syncItemsWithLots(db, ended.passedLotIds, null);
      }
      await db.execute(
        sql`update auctions set status = 'closed', end_at = ${now}, updated_at = now() where id = ${auctionId}`,
      );
    }
  },

  /** Names and paddles of users, for the clerk's list of who is online. */
  async paddles(
    db: Queryable,
    auctionId: string,
    userIds: string[],
  ): Promise<{ user_id: string; paddle: number | null; name: string }[]> {
    if (userIds.length === 0) return [];
    return rowsOf(
      db,
      sql`select u.id as user_id, r.paddle_number as paddle, u.name from users u
      left join auction_registrations r on r.user_id = u.id and r.auction_id = ${auctionId}
      where u.id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  },
};

/** The lots as the sale decides on them, with the absentee maxima of each. */
export function toLotTerms(
  lots: readonly LiveLotTermsRow[],
  absentees: readonly AbsenteeRow[],
): LiveLotTerms[] {
  const byLot = new Map<string, AbsenteeRow[]>();
  for (const row of absentees) byLot.set(row.lot_id, [...(byLot.get(row.lot_id) ?? []), row]);
  const groups = lotGroupsOf(lots);
  return lots.map((lot) => ({
    lotId: lot.id,
    lotNumber: lot.lot_number,
    startingBidCents: lot.starting_bid_cents,
    status: lot.status,
    ...groups(lot),
    absentees: (byLot.get(lot.id) ?? [])
      .filter((row) => row.bidder_id !== lot.consignor_user_id)
      .map((row) => ({ bidderId: row.bidder_id, paddle: row.paddle, maxCents: row.max_cents })),
  }));
}

/** The group each lot is offered in (a choice or a grouped lot of two lots or more), by lot. */
function lotGroupsOf(lots: readonly LiveLotTermsRow[]) {
  const members = new Map<string, LiveLotTermsRow[]>();
  for (const lot of lots) {
    const groupId = lot.choice_group_id ?? lot.grouped_id;
    if (groupId) members.set(groupId, [...(members.get(groupId) ?? []), lot]);
  }
  const built = new Map<string, LiveLotGroup>();
  for (const [groupId, rows] of members) {
    const lead = rows[0];
    if (!lead || rows.length < 2) continue;
    const lotIds = rows.map((row) => row.id);
    built.set(
      groupId,
      lead.choice_group_id
        ? { kind: 'choice', leadId: lead.id, lotIds }
        : {
            kind: 'grouped',
            leadId: lead.id,
            lotIds,
            split: {
              rule: lead.split_rule ?? 'equal',
              parts: rows.map((row) => ({
                lotNumber: row.lot_number,
                estimateCents: estimateOf(row.estimate_low_cents, row.estimate_high_cents),
              })),
            },
          },
    );
  }
  return (lot: LiveLotTermsRow): { group?: LiveLotGroup } => {
    const group = built.get(lot.choice_group_id ?? lot.grouped_id ?? '');
    return group ? { group } : {};
  };
}

/**
 * The lot a choice or grouped lot goes on the block as, when `lotId` is another lot of it (bids
 * and absentee maxima go on that first lot); null for a lot bid on itself.
 */
export function groupLeadOf(
  lots: readonly LiveLotTermsRow[],
  lotId: string,
): { lotNumber: string; kind: 'choice' | 'grouped' } | null {
  const lot = lots.find((row) => row.id === lotId);
  const groupId = lot?.choice_group_id ?? lot?.grouped_id;
  if (!lot || !groupId) return null;
  const lead = lots.find((row) => (row.choice_group_id ?? row.grouped_id) === groupId);
  if (!lead || lead.id === lotId) return null;
  return { lotNumber: lead.lot_number, kind: lot.choice_group_id ? 'choice' : 'grouped' };
}
