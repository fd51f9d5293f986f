import { type LotGroup, type LotGroupBody, lotGroupBodySchema } from '@auction/contracts';
import { estimateOf, readLotList, splitGroupHammer } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';

interface GroupLotRow {
  group_id: string;
  kind: LotGroup['kind'];
  split_rule: LotGroup['split_rule'];
  lot_id: string;
  lot_number: string;
  title: string;
}

/** Once a sale is under way its lots are offered as they stand. */
const settledStatuses = new Set(['live', 'closing', 'closed', 'settled']);

const lotsField = (message: string) => new AppError('VALIDATION_FAILED', message, { lots: [message] });

async function groupsOf(db: Queryable, auctionId: string, groupId?: string): Promise<LotGroup[]> {
  const rows = await rowsOf<GroupLotRow>(
    db,
    sql`select g.id as group_id, g.kind, g.split_rule, l.id as lot_id, l.lot_number, l.title
    from lot_groups g join lots l on l.group_id = g.id
    where g.auction_id = ${auctionId} ${groupId ? sql`and g.id = ${groupId}` : sql``}
    order by (select min(m.sale_order) from lots m where m.group_id = g.id), g.id, l.sale_order, l.lot_number`,
  );
  const groups = new Map<string, LotGroup>();
  for (const row of rows) {
    const group = groups.get(row.group_id) ?? {
      id: row.group_id,
      kind: row.kind,
      split_rule: row.split_rule,
      lots: [],
    };
    group.lots.push({ lot_id: row.lot_id, lot_number: row.lot_number, title: row.title });
    groups.set(row.group_id, group);
  }
  return [...groups.values()];
}

/** The auction, locked until commit, or why its lots cannot be grouped now. */
async function groupableAuction(tx: Queryable, auctionId: string) {
  const auction = await oneOf<{ type: 'timed' | 'live'; status: string; last_seq: number }>(
    tx,
    sql`select type, status, last_seq::float8 as last_seq from auctions where id = ${auctionId} for update`,
  );
  if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
  if (settledStatuses.has(auction.status) || auction.last_seq > 0) {
    throw new AppError('CONFLICT', 'This sale has started: its lots are offered as they stand.');
  }
  return auction;
}

/**
 * Lots offered together (issue 22): a choice (decision 0086: the buyer picks from them) or a
 * grouped lot (decision 0092: one hammer for all, split equally or by estimate). The sale puts the
 * first on the block.
 */
export function createLotGroupsService(deps: { db: Database }) {
  const { db } = deps;
  return {
    list: (auctionId: string) => groupsOf(db, auctionId),

    async create(auctionId: string, input: LotGroupBody, actorId: string): Promise<LotGroup> {
      const body = lotGroupBodySchema.parse(input);
      return db.transaction(async (tx) => {
        const auction = await groupableAuction(tx, auctionId);
        const grouped = body.kind === 'grouped';
        if (auction.type !== 'live') {
          throw lotsField(
            grouped
              ? 'Grouped lots are sold in live sales for now: the auctioneer sells them together for one hammer.'
              : 'Choice lots are sold in live sales: the buyer picks in the room.',
          );
        }
        const splitRule = grouped ? body.split_rule : null;
        if (grouped && !splitRule) {
          const message = 'Split the hammer equally or by estimate.';
          throw new AppError('VALIDATION_FAILED', message, { split_rule: [message] });
        }
        const lots = await rowsOf<{
          id: string;
          lot_number: string;
          status: string;
          group_id: string | null;
          estimate_low_cents: number | null;
          estimate_high_cents: number | null;
        }>(
          tx,
          sql`select l.id, l.lot_number, l.status, l.group_id, i.estimate_low_cents, i.estimate_high_cents
          from lots l left join inventory_items i on i.id = l.inventory_item_id where l.auction_id = ${auctionId}`,
        );
        const reading = readLotList(
          body.lots,
          lots.map((lot) => lot.lot_number),
        );
        if (!reading.ok) throw lotsField(reading.message);
        if (reading.lotNumbers.length < 2) {
          throw lotsField(grouped ? 'A grouped lot is two or more lots.' : 'A choice is two or more lots.');
        }
        const chosen = reading.lotNumbers.map((number) => lots.find((lot) => lot.lot_number === number));
        for (const lot of chosen) {
          if (!lot) continue;
          if (lot.group_id) {
            throw lotsField(
              `Lot ${lot.lot_number} is already offered with other lots; take it out of that first.`,
            );
          }
          if (lot.status !== 'upcoming' && lot.status !== 'open') {
            throw lotsField(
              `Lot ${lot.lot_number} is ${lot.status}: only lots still to be sold can be offered together.`,
            );
          }
        }
        if (splitRule === 'estimate') {
          const split = splitGroupHammer(
            100,
            chosen.flatMap((lot) =>
              lot
                ? [
                    {
                      lotNumber: lot.lot_number,
                      estimateCents: estimateOf(lot.estimate_low_cents, lot.estimate_high_cents),
                    },
                  ]
                : [],
            ),
            'estimate',
          );
          if (!split.ok) throw lotsField(split.message);
        }
        const ids = chosen.flatMap((lot) => (lot ? [lot.id] : []));
        const group = await oneOf<{ id: string }>(
          tx,
          sql`insert into lot_groups (auction_id, kind, split_rule, created_by)
          values (${auctionId}, ${body.kind}, ${splitRule ?? null}, ${actorId})
          returning id`,
        );
        if (!group) throw new Error('The lot group was not stored');
        await tx.execute(
          sql`update lots set group_id = ${group.id}, updated_at = now()
          where id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
        await recordAudit(tx, {
          actorId,
          action: 'lot_group.created',
          entity: 'auction',
          entityId: auctionId,
          after: {
            group_id: group.id,
            kind: body.kind,
            split_rule: splitRule ?? null,
            lot_numbers: reading.lotNumbers,
          },
        });
        const [created] = await groupsOf(tx, auctionId, group.id);
        if (!created) throw new Error('The lot group was not stored');
        return created;
      });
    },

    /** The lots are offered on their own again. */
    async remove(auctionId: string, groupId: string, actorId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await groupableAuction(tx, auctionId);
        const [group] = await groupsOf(tx, auctionId, groupId);
        if (!group) throw new AppError('NOT_FOUND', 'These lots are not offered together.');
        await tx.execute(
          sql`update lots set group_id = null, updated_at = now() where group_id = ${groupId}`,
        );
        await tx.execute(sql`delete from lot_groups where id = ${groupId}`);
        await recordAudit(tx, {
          actorId,
          action: 'lot_group.removed',
          entity: 'auction',
          entityId: auctionId,
          before: {
            group_id: groupId,
            kind: group.kind,
            lot_numbers: group.lots.map((lot) => lot.lot_number),
          },
        });
      });
    },
  };
}
export type LotGroupsService = ReturnType<typeof createLotGroupsService>;
