import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.repository';
import { recordItemEvents } from '../inventory/item-history';
import { type Queryable, rowsOf } from './invoice-queries';

/**
 * Voiding a buy-now invoice undoes the sale: each item it billed goes back on buy-now (if it is
 * still the sold item of this purchase) with a history event, in the void's transaction.
 */
export async function relistBoughtItems(
  tx: Queryable,
  invoiceId: string,
  reason: string,
  actorId: string,
): Promise<void> {
  const items = await rowsOf<{ id: string; sku: string }>(
    tx,
    sql`update inventory_items set status = 'buy_now', updated_at = now()
    where status = 'sold' and id in (select inventory_item_id from invoice_lines
      where invoice_id = ${invoiceId}::uuid and inventory_item_id is not null)
    returning id, sku`,
  );
  await recordItemEvents(
    tx,
    items.map((item) => ({
      itemId: item.id,
      kind: 'relisted' as const,
      detail: { from: 'sold', to: 'buy_now', invoice_id: invoiceId, reason },
      actorId,
    })),
  );
  for (const item of items) {
    await recordAudit(tx, {
      actorId,
      action: 'invoice.item_relisted',
      entity: 'invoice',
      entityId: invoiceId,
      after: { sku: item.sku },
    });
  }
}
