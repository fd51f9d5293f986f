import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Location } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../../test/factories';
import { buildItem } from '../../../test/locations/location-test-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const print = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${staff}` },
  });

function textOf(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'labels-')), 'labels.pdf');
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
  } catch {
    return pdf.toString('latin1');
  }
}

describe('label printing', () => {
  it('prints items chosen by id or SKU, and all the items of a location, with the consignor number', async () => {
    const consignor = await buildConsignor(t, { name: 'Eleanor Rigby' });
    const bin = (
      await t.request<Location>({
        method: 'POST',
        url: '/api/admin/locations',
        token: staff,
        payload: { code: 'L-01' },
      })
    ).body;
    const desk = await buildItem(t, { sku: 'HA-810001', title: 'Walnut desk', consignor_id: consignor.id });
    await buildItem(t, { sku: 'HA-810002', title: 'Brass lamp', location_id: bin.id });
    const chosen = await print('/api/admin/labels/items', {
      format: 'avery_5160',
      item_ids: [desk.id],
      skus: ['ha-810002'],
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers['content-type']).toBe('application/pdf');
    const text = textOf(chosen.rawPayload);
    expect(text).toContain('HA-810001');
    expect(text).toContain(`C-${consignor.number}`);
    expect(text).toContain('HA-810002');
    const atBin = textOf(
      (await print('/api/admin/labels/items', { format: 'thermal_2x1', location_id: bin.id })).rawPayload,
    );
    expect(atBin).toContain('Brass lamp');
    expect(atBin).not.toContain('Walnut desk');
  });

  it('prints the locations of a range that exist', async () => {
    await t.request({
      method: 'POST',
      url: '/api/admin/locations/range',
      token: staff,
      payload: { prefix: 'LB', parts: [{ from: '1', to: '3' }] },
    });
    const answer = await print('/api/admin/labels/locations', {
      format: 'avery_5160',
      start: 29,
      range: { prefix: 'LB', parts: [{ from: '1', to: '5' }] },
    });
    expect(answer.statusCode).toBe(200);
    const text = textOf(answer.rawPayload);
    for (const code of ['LB-1', 'LB-2', 'LB-3']) expect(text).toContain(code);
    expect(text).not.toContain('LB-4');
  });

  it('answers 404 when nothing named exists and 422 for a sheet it does not know', async () => {
    const none = await print('/api/admin/labels/items', { format: 'avery_5160', skus: ['NO-SUCH-SKU'] });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('None of these items exist, so there is nothing to print.');
    expect((await print('/api/admin/labels/items', { format: 'a4', skus: ['X'] })).statusCode).toBe(422);
    expect(
      (await print('/api/admin/labels/locations', { format: 'avery_5160', start: 31, location_ids: [] }))
        .statusCode,
    ).toBe(422);
  });
});
