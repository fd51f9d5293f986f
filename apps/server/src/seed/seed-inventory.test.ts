import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { rowsOf } from '../db/queries';
import { localMediaStore } from '../modules/media/media-store';
import { seedInventory } from './seed-inventory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo inventory', () => {
  it('puts about thirty items in the warehouse across statuses, pictured and with history, once', async () => {
    const media = localMediaStore(join(await mkdtemp(join(tmpdir(), 'seed-inventory-')), 'uploads'));
    expect(await seedInventory(t.db, { media })).toBe(30);
    const statuses = await rowsOf<{ status: string; n: number }>(
      t.db,
      sql`select status, count(*)::int as n from inventory_items group by status order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(['buy_now', 'in_stock', 'returned', 'unsold']);
    const [counts] = await rowsOf<{
      unlocated: number;
      pictured: number;
      unrecorded: number;
      consignors: number;
    }>(
      t.db,
      sql`select (select count(*)::int from inventory_items where location_id is null) as unlocated,
        (select count(distinct item_id)::int from inventory_images) as pictured,
        (select count(*)::int from inventory_items i where not exists
          (select 1 from inventory_events e where e.item_id = i.id and e.kind = 'created')) as unrecorded,
        (select count(distinct consignor_id)::int from inventory_items) as consignors`,
    );
    expect(counts).toEqual({ unlocated: 0, pictured: 12, unrecorded: 0, consignors: 3 });
    expect(await seedInventory(t.db, { media })).toBeNull();
  });
});
