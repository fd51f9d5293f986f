import {
  type InventoryItemBody,
  type InventoryItemDetail,
  type InventoryItemUpdate,
  type InventoryListQuery,
  type InventoryStatusChange,
  inventoryStatusLabels,
} from '@auction/contracts';
import { type ItemStatus, statusChangeRefusal } from '@auction/domain';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import type { MediaStore } from '../media/media-store';
import {
  type ItemColumns,
  type ItemRow,
  insertItem,
  lockItem,
  setItemStatus,
  updateItem,
} from './inventory.repository';
import { itemDetail } from './inventory-detail';
import { inventoryPage } from './inventory-list';
import { changedFields, recordItemEvents } from './item-history';
import { createItemPictures } from './item-pictures';
import { resolveReferences } from './item-references';
import { nextSkus } from './skus';

export const itemNotFound = () => new AppError('NOT_FOUND', 'This inventory item does not exist.');

/** Locks an item for a change, or 404. */
async function lockedItem(tx: Transaction, itemId: string): Promise<ItemRow> {
  const row = await lockItem(tx, itemId);
  if (!row) throw itemNotFound();
  return row;
}

/** The body's fields as columns, without the location code (resolved to `location_id` separately). */
function columnsOf(body: InventoryItemUpdate): ItemColumns {
  const { location_code: _code, ...fields } = body;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const pricesOf = (row: Pick<ItemRow, keyof InventoryItemBody & `${string}_cents`>) => ({
  estimate_low_cents: row.estimate_low_cents === null ? null : Number(row.estimate_low_cents),
  estimate_high_cents: row.estimate_high_cents === null ? null : Number(row.estimate_high_cents),
  starting_bid_cents: row.starting_bid_cents === null ? null : Number(row.starting_bid_cents),
  reserve_cents: row.reserve_cents === null ? null : Number(row.reserve_cents),
  buy_now_price_cents: row.buy_now_price_cents === null ? null : Number(row.buy_now_price_cents),
});

function refusalError(
  refusal: NonNullable<ReturnType<typeof statusChangeRefusal>>,
  from: ItemStatus,
  to: ItemStatus,
) {
  const field = (name: string, message: string) =>
    new AppError('VALIDATION_FAILED', undefined, { [name]: [message] });
  switch (refusal) {
    case 'system_only':
      return from === 'in_auction' || from === 'sold'
        ? new AppError(
            'CONFLICT',
            `This item is ${inventoryStatusLabels[from].toLowerCase()}; its status changes with its lot, not by hand.`,
          )
        : field(
            'status',
            'An item goes into an auction when it is lotted and is sold when it sells, not by hand.',
          );
    case 'same_status':
      return field('status', `The item is already ${inventoryStatusLabels[to].toLowerCase()}.`);
    case 'not_allowed':
      return field(
        'status',
        `An item that is ${inventoryStatusLabels[from].toLowerCase()} cannot be made ${inventoryStatusLabels[to].toLowerCase()} by hand.`,
      );
    case 'reason_required':
      return field('reason', 'Say why the item goes back to the consignor.');
    case 'buy_now_price_required':
      return field('status', 'Set a buy-now price before offering the item for buy-now.');
  }
}

/**
 * Inventory items at the desk: intake with a generated SKU, edits, moves by location code, status
 * changes staff may make by hand, and pictures. Every change is one transaction with its history
 * entry and its audit row.
 */
export function createInventoryService(deps: { db: Database; media: MediaStore }) {
  const { db, media } = deps;
  const url = (key: string) => media.url(key);

  async function detail(itemId: string): Promise<InventoryItemDetail> {
    const item = await itemDetail(db, itemId, url);
    if (!item) throw itemNotFound();
    return item;
  }

  return {
    detail,
    list: (query: InventoryListQuery) => inventoryPage(db, query, url),

    async create(body: InventoryItemBody, actorId: string): Promise<InventoryItemDetail> {
      const itemId = await db.transaction(async (tx) => {
        const { location } = await resolveReferences(tx, body, pricesOf(body));
        const [sku] = await nextSkus(tx, 1);
        if (!sku) throw new Error('no SKU was handed out');
        const row = await insertItem(tx, {
          ...(columnsOf(body) as { title: string }),
          sku,
          location_id: location?.id ?? null,
          created_by: actorId,
        });
        await recordItemEvents(tx, [
          { itemId: row.id, kind: 'created', detail: { sku }, toLocationId: row.location_id, actorId },
        ]);
        await recordAudit(tx, {
          actorId,
          action: 'inventory.created',
          entity: 'inventory_item',
          entityId: row.id,
          after: row,
        });
        return row.id;
      });
      return detail(itemId);
    },

    async update(itemId: string, body: InventoryItemUpdate, actorId: string): Promise<InventoryItemDetail> {
      await db.transaction(async (tx) => {
        const before = await lockedItem(tx, itemId);
        const columns = columnsOf(body);
        const { location } = await resolveReferences(
          tx,
          body,
          pricesOf({ ...before, ...columns } as ItemRow),
        );
        const changes = changedFields(before as Record<string, unknown>, columns as Record<string, unknown>);
        const moved = location !== undefined && (location?.id ?? null) !== before.location_id;
        if (Object.keys(changes).length === 0 && !moved) return;
        const after = await updateItem(tx, itemId, {
          ...columns,
          ...(moved ? { location_id: location?.id ?? null } : {}),
        });
        await recordItemEvents(tx, [
          ...(Object.keys(changes).length > 0
            ? [{ itemId, kind: 'updated' as const, detail: { changes }, actorId }]
            : []),
          ...(moved
            ? [
                {
                  itemId,
                  kind: 'moved' as const,
                  fromLocationId: before.location_id,
                  toLocationId: location?.id ?? null,
                  actorId,
                },
              ]
            : []),
        ]);
        await recordAudit(tx, {
          actorId,
          action: 'inventory.updated',
          entity: 'inventory_item',
          entityId: itemId,
          before,
          after,
        });
      });
      return detail(itemId);
    },

    async changeStatus(itemId: string, change: InventoryStatusChange, actorId: string) {
      await db.transaction(async (tx) => {
        const item = await lockedItem(tx, itemId);
        const from = item.status;
        const to = change.status;
        const refusal = statusChangeRefusal({
          from,
          to,
          reason: change.reason,
          buyNowPriceCents: item.buy_now_price_cents === null ? null : Number(item.buy_now_price_cents),
        });
        if (refusal) throw refusalError(refusal, from, to);
        await setItemStatus(tx, itemId, to);
        const detail = { from, to, ...(change.reason ? { reason: change.reason } : {}) };
        await recordItemEvents(tx, [
          { itemId, kind: to === 'returned' ? 'returned' : 'status_changed', detail, actorId },
        ]);
        await recordAudit(tx, {
          actorId,
          action: 'inventory.status_changed',
          entity: 'inventory_item',
          entityId: itemId,
          before: { status: from },
          after: detail,
        });
      });
      return detail(itemId);
    },

    ...createItemPictures({ db, media, detail }),
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
