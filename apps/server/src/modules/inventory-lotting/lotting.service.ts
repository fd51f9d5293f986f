import type {
  LotCandidate,
  LotCandidateFilters,
  LotCandidatesQuery,
  LotsFromInventoryResult,
  UnsoldItem,
  UnsoldItemActionResult,
} from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { AuctionsService } from '../auctions/auctions.service';
import { recordItemEvents } from '../inventory/item-history';
import type { MediaStore } from '../media/media-store';
import { toItemSummary } from './item-summary';
import { createLottingRepository } from './lotting.repository';
import { lotItems } from './make-lots';

export interface LottingActor {
  id: string;
  ip?: string | null;
}

const candidateLimit = 500;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Lots made from inventory items, and what staff do with the items that come back unsold. */
export function createLottingService(deps: {
  db: Database;
  auctions: Pick<AuctionsService, 'find'>;
  audit: AuditRepository;
  media: Pick<MediaStore, 'url'>;
}) {
  const { db } = deps;
  const lotting = createLottingRepository(db);

  async function unsoldItem(itemId: string) {
    const item = await lotting.itemStatus(itemId);
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
      const rows = await lotting.candidates(query, candidateLimit);
      return rows.map((row) => ({
        ...toItemSummary(row, deps.media),
        category_name: row.category_name,
        starting_bid_cents: row.starting_bid_cents === null ? null : Number(row.starting_bid_cents),
        picture_count: Number(row.picture_count),
      }));
    },

    /** The consignors, categories and locations that hold items which may become lots. */
    async candidateFilters(): Promise<LotCandidateFilters> {
      const { consignors, categories, locations } = await lotting.candidateHolders();
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
      const rows = await lotting.unsoldItems(auction.id);
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
        if (!(await lotting.markReturned(tx, itemId))) return false;
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
