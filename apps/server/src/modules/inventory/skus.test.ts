import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { inventoryItems } from '../../db/schema';
import { nextSkus } from './skus';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('SKUs', () => {
  it('are handed out once each, in order, and skip one an import brought in by hand', async () => {
    const [first] = await nextSkus(t.db, 1);
    const next = Number(first?.slice(3)) + 1;
    const taken = `HA-${String(next).padStart(6, '0')}`;
    await t.db.insert(inventoryItems).values({ sku: taken, title: 'Imported with its own SKU' });
    const [a, b] = await Promise.all([nextSkus(t.db, 3), nextSkus(t.db, 3)]);
    const all = [...(a ?? []), ...(b ?? [])];
    expect(new Set(all).size).toBe(6);
    expect(all).not.toContain(taken);
    expect(all.every((sku) => /^HA-\d{6}$/.test(sku))).toBe(true);
  });
});
