import { randomUUID } from 'node:crypto';
import { inventoryItems } from '../../src/db/inventory-schema';
import type { TestApp } from '../test-app';

/** An inventory item straight in the database, with a SKU of its own unless told one. */
export async function buildItem(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof inventoryItems.$inferInsert> = {},
): Promise<typeof inventoryItems.$inferSelect> {
  const [row] = await t.db
    .insert(inventoryItems)
    .values({ sku: `T-${randomUUID().slice(0, 8).toUpperCase()}`, title: 'Pine blanket box', ...options })
    .returning();
  if (!row) throw new Error('buildItem inserted nothing');
  return row;
}
