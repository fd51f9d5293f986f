// The writes to inventory items, each in the caller's transaction; which change is allowed is the service's.
import type { ItemStatus } from '@auction/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { inventoryItems } from '../../db/schema';

type Tx = Transaction;
export type ItemRow = typeof inventoryItems.$inferSelect;
export type ItemColumns = Partial<typeof inventoryItems.$inferInsert>;

/** The item, locked for the rest of the transaction; null when there is none. */
export async function lockItem(tx: Tx, itemId: string): Promise<ItemRow | null> {
  const [row] = await tx.select().from(inventoryItems).where(eq(inventoryItems.id, itemId)).for('update');
  return row ?? null;
}

export async function insertItem(
  tx: Tx,
  values: ItemColumns & { title: string; sku: string },
): Promise<ItemRow> {
  const [row] = await tx.insert(inventoryItems).values(values).returning();
  if (!row) throw new Error('item insert returned nothing');
  return row;
}

export async function updateItem(tx: Tx, itemId: string, columns: ItemColumns): Promise<ItemRow | undefined> {
  const [row] = await tx
    .update(inventoryItems)
    .set({ ...columns, updated_at: sql`now()` })
    .where(eq(inventoryItems.id, itemId))
    .returning();
  return row;
}

export async function setItemStatus(tx: Tx, itemId: string, status: ItemStatus): Promise<void> {
  await tx
    .update(inventoryItems)
    .set({ status, updated_at: sql`now()` })
    .where(eq(inventoryItems.id, itemId));
}
