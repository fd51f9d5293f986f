import type {
  LotCandidate,
  LotCandidateFilters,
  LotCandidatesQuery,
  LotsFromInventoryResult,
  UnsoldItem,
  UnsoldItemActionResult,
} from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import type { AuctionsService } from '../auctions/auctions.service';
import type { AuditRepository } from '../audit/audit.repository';
import { recordItemEvents } from '../inventory/item-history';
import type { MediaStore } from '../media/media-store';
import { type ItemSummaryRow, itemSummaryColumns, itemSummaryJoins, toItemSummary } from './item-summary';
import { lotItems } from './make-lots';

export interface LottingActor {
  id: string;
  ip?: string | null;
}

const candidateLimit = 500;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lots made from inventory items, and what staff do with the items that come back unsold. */
export function createLottingService(deps: {
  db: Database;
  auctions: Pick<AuctionsService, 'find'>;
  audit: AuditRepository;
  media: Pick<MediaStore, 'url'>;
}) {
  const { db } = deps;

  async function unsoldItem(itemId: string) {
    const item = await oneOf<{ id: string; sku: string; status: string }>(
      db,
      sql`select id, sku, status from inventory_items where id = ${itemId}`,
    );
    if (!item) throw new AppError('NOT_FOUND', 'This item does not exist.');
    if (item.status !== 'unsold') {
      throw new AppError(
        'CONFLICT',
        'Only an item that came back unsold can be relisted or returned this way.',
      );
    }
    return item;
  }

  return {
    /** Items the auction may take (in stock or unsold), newest SKU last, at most 500. */
    async candidates(auctionIdOrSlug: string, query: LotCandidatesQuery): Promise<LotCandidate[]> {
      await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const where: SQL[] = [sql`i.status in ('in_stock', 'unsold')`];
      if (query.status) where.push(sql`i.status = ${query.status}`);
      if (query.consignor_id) where.push(sql`i.consignor_id = ${query.consignor_id}`);
      if (query.category_id) where.push(sql`i.category_id = ${query.category_id}`);
      if (query.location_id) where.push(sql`i.location_id = ${query.location_id}`);
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        where.push(
          sql`(upper(i.sku) = upper(${query.q}) or i.title ilike ${pattern} or i.brand ilike ${pattern})`,
        );
      }
      const rows = await rowsOf<
        ItemSummaryRow & { category_name: string | null; starting_bid_cents: unknown; picture_count: number }
      >(
        db,
        sql`select ${itemSummaryColumns}, cat.name as category_name, i.starting_bid_cents,
          (select count(*) from inventory_images im where im.item_id = i.id)::int as picture_count
        from inventory_items i ${itemSummaryJoins}
        left join categories cat on cat.id = i.category_id
        where ${sql.join(where, sql` and `)}
        order by i.sku limit ${candidateLimit}`,
      );
      return rows.map((row) => ({
        ...toItemSummary(row, deps.media),
        category_name: row.category_name,
        starting_bid_cents: row.starting_bid_cents === null ? null : Number(row.starting_bid_cents),
        picture_count: Number(row.picture_count),
      }));
    },

    /** The consignors, categories and locations that hold items which may become lots. */
    async candidateFilters(): Promise<LotCandidateFilters> {
      const lottable = sql`from inventory_items i where i.status in ('in_stock', 'unsold')`;
      const [consignors, categories, locations] = await Promise.all([
        rowsOf<{ id: string; number: number; name: string }>(
          db,
          sql`select c.id, c.number, c.name from consignors c where c.id in (select i.consignor_id ${lottable}) order by lower(c.name)`,
        ),
        rowsOf<{ id: string; name: string }>(
          db,
          sql`select c.id, c.name from categories c where c.id in (select i.category_id ${lottable}) order by c.name`,
        ),
        rowsOf<{ id: string; code: string }>(
          db,
          sql`select l.id, l.code from locations l where l.id in (select i.location_id ${lottable}) order by l.code`,
        ),
      ]);
      return {
        consignors: consignors.map((c) => ({
          id: c.id,
          label: `${c.name} (${formatConsignorNumber(Number(c.number))})`,
        })),
        categories: categories.map((c) => ({ id: c.id, label: c.name })),
        locations: locations.map((l) => ({ id: l.id, label: l.code })),
      };
    },

    async addFromInventory(
      auctionIdOrSlug: string,
      itemIds: string[],
      actor: LottingActor,
    ): Promise<LotsFromInventoryResult> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const result = await lotItems(db, {
        auctionId: auction.id,
        itemIds,
        allowed: ['in_stock', 'unsold'],
        eventKind: 'lotted',
        actorId: actor.id,
      });
      if (result.added.length > 0) {
        await deps.audit.record({
          actorId: actor.id,
          action: 'lots.added_from_inventory',
          entity: 'auction',
          entityId: auction.id,
          after: { lots: result.added },
          ip: actor.ip ?? null,
        });
      }
      const refusedText = result.refused.length
        ? `; ${plural(result.refused.length, 'item')} could not be added`
        : '';
      return {
        message: `${plural(result.added.length, 'lot')} added${refusedText}.`,
        added: result.added,
        refused: result.refused,
      };
    },

    /** Items whose lot in this auction passed and which wait for staff: relist or return. */
    async unsoldItems(auctionIdOrSlug: string): Promise<UnsoldItem[]> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const rows = await rowsOf<ItemSummaryRow & { lot_id: string; lot_number: string }>(
        db,
        sql`select ${itemSummaryColumns}, l.id as lot_id, l.lot_number
        from lots l join inventory_items i on i.id = l.inventory_item_id ${itemSummaryJoins}
        where l.auction_id = ${auction.id} and l.status = 'passed' and i.status = 'unsold'
          and not exists (select 1 from lots later where later.inventory_item_id = i.id
            and later.id <> l.id and later.created_at > l.created_at)
        order by l.sale_order`,
      );
      return rows.map((row) => ({
        ...toItemSummary(row, deps.media),
        lot_id: row.lot_id,
        lot_number: row.lot_number,
      }));
    },

    async relist(itemId: string, auctionId: string, actor: LottingActor): Promise<UnsoldItemActionResult> {
      await unsoldItem(itemId);
      const auction = await deps.auctions.find(auctionId, { withDrafts: true });
      const result = await lotItems(db, {
        auctionId: auction.id,
        itemIds: [itemId],
        allowed: ['unsold'],
        eventKind: 'relisted',
        actorId: actor.id,
      });
      const lot = result.added[0];
      if (!lot)
        throw new AppError('CONFLICT', result.refused[0]?.reason ?? 'This item could not be relisted.');
      await deps.audit.record({
        actorId: actor.id,
        action: 'inventory.relisted',
        entity: 'inventory_item',
        entityId: itemId,
        after: { auction_id: auction.id, lot_id: lot.lot_id, lot_number: lot.lot_number },
        ip: actor.ip ?? null,
      });
      return {
        message: `${lot.sku} is lot ${lot.lot_number} of ${auction.title}.`,
        item_id: itemId,
        status: 'in_auction',
        lot_id: lot.lot_id,
      };
    },

    async markReturned(itemId: string, note: string, actor: LottingActor): Promise<UnsoldItemActionResult> {
      const item = await unsoldItem(itemId);
      const returned = await db.transaction(async (tx) => {
        const changed = await rowsOf<{ id: string }>(
          tx,
          sql`update inventory_items set status = 'returned', updated_at = now()
          where id = ${itemId} and status = 'unsold' returning id`,
        );
        if (changed.length === 0) return false;
        await recordItemEvents(tx, [
          {
            itemId,
            kind: 'returned',
            detail: { note, changes: { status: ['unsold', 'returned'] } },
            actorId: actor.id,
          },
        ]);
        return true;
      });
      if (!returned)
        throw new AppError('CONFLICT', 'This item was just relisted or returned by someone else.');
      await deps.audit.record({
        actorId: actor.id,
        action: 'inventory.returned',
        entity: 'inventory_item',
        entityId: itemId,
        before: { status: 'unsold' },
        after: { status: 'returned', note },
        ip: actor.ip ?? null,
      });
      return {
        message: `${item.sku} is marked returned to its consignor.`,
        item_id: itemId,
        status: 'returned',
        lot_id: null,
      };
    },
  };
}
export type LottingService = ReturnType<typeof createLottingService>;
