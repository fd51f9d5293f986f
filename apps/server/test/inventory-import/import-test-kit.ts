import type { InventoryImport } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/queries';
import { createInventoryImportService } from '../../src/modules/inventory-import/inventory-imports.service';
import type { TestApp } from '../test-app';

/** A multipart body holding one file, as a browser's form sends it. */
export function csvUpload(name: string, content: string | Uint8Array) {
  const boundary = `----import${Math.random().toString(36).slice(2)}`;
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, token: string, name: string, content: string | Uint8Array) {
  return t.request<InventoryImport>({
    method: 'POST',
    url: '/api/admin/inventory-imports',
    token,
    ...csvUpload(name, content),
  });
}

/** Runs the import pass to the end, as the repeating pass would. */
export async function runImports(t: TestApp): Promise<void> {
  await createInventoryImportService({ db: t.db }).pass({ budgetMs: 120_000 });
}

export async function uploadConfirmRun(
  t: TestApp,
  token: string,
  name: string,
  content: string | Uint8Array,
) {
  const uploaded = await upload(t, token, name, content);
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${uploaded.text}`);
  const confirmed = await t.request<InventoryImport>({
    method: 'POST',
    url: `/api/admin/inventory-imports/${uploaded.body.id}/confirm`,
    token,
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}: ${confirmed.text}`);
  await runImports(t);
  return (
    await t.request<InventoryImport>({ url: `/api/admin/inventory-imports/${uploaded.body.id}`, token })
  ).body;
}

/** Unique words for a test's titles, so tests sharing a database do not see each other's items. */
export const tag = () => Math.random().toString(36).slice(2, 8);

export async function itemsTitled(t: TestApp, prefix: string) {
  return rowsOf<{
    id: string;
    sku: string;
    title: string;
    quantity: number;
    starting_bid_cents: number | null;
    reserve_cents: number | null;
    import_fingerprint: string | null;
    location_id: string | null;
    consignor_id: string | null;
    category_id: string | null;
  }>(
    t.db,
    sql`select id, sku, title, quantity, starting_bid_cents::float8 as starting_bid_cents, reserve_cents::float8 as reserve_cents,
      import_fingerprint, location_id, consignor_id, category_id
    from inventory_items where title like ${`${prefix}%`} order by title`,
  );
}

export async function buildLocation(t: TestApp, code: string) {
  const [row] = await rowsOf<{ id: string }>(
    t.db,
    sql`insert into locations (code) values (${code}) returning id`,
  );
  if (!row) throw new Error('location insert returned nothing');
  return row;
}
