import { randomUUID } from 'node:crypto';
import { inventoryImages, inventoryItems } from '../../src/db/schema';
import { nextSkus } from '../../src/modules/inventory/skus';
import type { TestApp } from '../test-app';

export type ItemRow = typeof inventoryItems.$inferSelect;

/** An item in stock with a starting bid of $20 and, when asked, pictures (rows only, no files). */
export async function buildItem(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof inventoryItems.$inferInsert> & { pictures?: number } = {},
): Promise<ItemRow> {
  const { pictures = 0, ...values } = options;
  const [sku] = await nextSkus(t.db, 1);
  const [row] = await t.db
    .insert(inventoryItems)
    .values({
      sku: sku ?? `T-${randomUUID()}`,
      title: 'Walnut Sideboard',
      starting_bid_cents: 2_000,
      ...values,
    })
    .returning();
  if (!row) throw new Error('buildItem inserted nothing');
  for (let position = 0; position < pictures; position += 1) {
    const hash = randomUUID().replace(/-/g, '');
    await t.db.insert(inventoryImages).values({
      item_id: row.id,
      position,
      thumb_key: `lots/${hash}-320.webp`,
      medium_key: `lots/${hash}-800.webp`,
      large_key: `lots/${hash}-1600.webp`,
      width: 1200,
      height: 900,
    });
  }
  return row;
}
