import type { InventoryImport } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import {
  itemsTitled,
  runImports,
  tag,
  upload,
  uploadConfirmRun,
} from '../../../test/inventory-import/import-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';
import { importBatchSize } from './import-batch';
import { createInventoryImportService } from './inventory-imports.service';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const importOf = async (id: string) =>
  (await t.request<InventoryImport>({ url: `/api/admin/inventory-imports/${id}`, token: staff })).body;

describe('a confirmed import in the background', () => {
  it('imports 10,000 rows in batches, and the same file again creates nothing', async () => {
    const p = tag();
    const lines = ['Title,Description,Qty,Start,Reserve'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`${p} item ${String(i).padStart(5, '0')},"Lot of ${i}, boxed",1,${i}.50,${i + 1}`);
    const file = lines.join('\n');
    const done = await uploadConfirmRun(t, staff, 'big.csv', file);
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 10_000,
      created_count: 10_000,
      skipped_count: 0,
    });
    const [count] = await rowsOf<{ n: number; skus: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct sku)::int as skus from inventory_items where title like ${`${p}%`}`,
    );
    expect(count).toEqual({ n: 10_000, skus: 10_000 });

    const again = await uploadConfirmRun(t, staff, 'big.csv', file);
    expect(again).toMatchObject({
      status: 'done',
      created_count: 0,
      updated_count: 0,
      unchanged_count: 10_000,
    });
  }, 300_000);

  it('carries on after a restart from the batch it had reached', async () => {
    const p = tag();
    const rows = Array.from(
      { length: importBatchSize * 2 + 10 },
      (_, i) => `${p} crate ${String(i).padStart(4, '0')},${i}`,
    );
    const uploaded = await upload(t, staff, 'crates.csv', ['Title,Start', ...rows].join('\n'));
    await t.request({
      method: 'POST',
      url: `/api/admin/inventory-imports/${uploaded.body.id}/confirm`,
      token: staff,
    });

    // One batch, then the process stops: the import is part done, as the database says.
    await createInventoryImportService({ db: t.db }).pass({ maxBatches: 1 });
    expect(await importOf(uploaded.body.id)).toMatchObject({
      status: 'running',
      processed_rows: importBatchSize,
    });
    expect(await itemsTitled(t, p)).toHaveLength(importBatchSize);

    // A new process (a new service) picks it up where it stopped.
    await runImports(t);
    expect(await importOf(uploaded.body.id)).toMatchObject({
      status: 'done',
      processed_rows: rows.length,
      created_count: rows.length,
    });
    const items = await itemsTitled(t, p);
    expect(items).toHaveLength(rows.length);
    expect(new Set(items.map((i) => i.import_fingerprint)).size).toBe(rows.length);
  });

  it('does not change an item that is in an auction or sold', async () => {
    const p = tag();
    await uploadConfirmRun(t, staff, 'a.csv', `SKU,Title\n${p}-1,${p} clock\n`);
    await t.db.execute(sql`update inventory_items set status = 'sold' where sku = ${`${p}-1`.toUpperCase()}`);
    const done = await uploadConfirmRun(t, staff, 'a.csv', `SKU,Title\n${p}-1,${p} clock (repaired)\n`);
    expect(done).toMatchObject({ updated_count: 0, skipped_count: 1 });
    expect(done.rejected[0]?.reason).toBe(
      `Item ${`${p}-1`.toUpperCase()} is sold, so an import does not change it`,
    );
  });

  it('checks rows again when it runs: a location archived after the preview rejects its rows', async () => {
    const p = tag();
    await t.db.execute(sql`insert into locations (code) values (${`${p.toUpperCase()}-1`})`);
    const uploaded = await upload(t, staff, 'loc.csv', `Title,Location\n${p} vase,${p}-1\n`);
    expect(uploaded.body.preview?.valid_rows).toBe(1);
    await t.request({
      method: 'POST',
      url: `/api/admin/inventory-imports/${uploaded.body.id}/confirm`,
      token: staff,
    });
    await t.db.execute(sql`update locations set archived_at = now() where code = ${`${p.toUpperCase()}-1`}`);
    await runImports(t);
    const done = await importOf(uploaded.body.id);
    expect(done).toMatchObject({ created_count: 0, skipped_count: 1 });
    expect(done.rejected[0]?.reason).toBe(`There is no location "${p}-1"`);
  });
});
