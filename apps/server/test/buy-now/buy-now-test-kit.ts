import { randomUUID } from 'node:crypto';
import { inventoryImages, inventoryItems } from '../../src/db/schema';
import type { TestApp } from '../test-app';

/** An inventory item straight in the database: on buy-now at a price, with one picture, unless told otherwise. */
export async function buildBuyNowItem(
  t: Pick<TestApp, 'db'>,
  options: Partial<typeof inventoryItems.$inferInsert> & { pictures?: number } = {},
) {
  const { pictures = 1, ...values } = options;
  const [item] = await t.db
    .insert(inventoryItems)
    .values({
      sku: `BN-${randomUUID().slice(0, 8).toUpperCase()}`,
      title: 'Pine blanket box',
      description: 'Hand-planed pine with its original hinges.',
      condition: 'Good; light wear on the lid',
      brand: 'Lunenburg joiner',
      status: 'buy_now',
      buy_now_price_cents: 12_500,
      reserve_cents: 9_000,
      ...values,
    })
    .returning();
  if (!item) throw new Error('buildBuyNowItem inserted nothing');
  for (let position = 0; position < pictures; position += 1) {
    const key = `test/${item.id}-${position}`;
    await t.db.insert(inventoryImages).values({
      item_id: item.id,
      position,
      thumb_key: `${key}-thumb.webp`,
      medium_key: `${key}-medium.webp`,
      large_key: `${key}-large.webp`,
      width: 1600,
      height: 1200,
    });
  }
  return item;
}
