import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsignor, buildUser, tokenFor } from '../../test/factories';
import { buildIssuedInvoice } from '../../test/payments/issued-invoice';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

/** What a list route finds for `q`, as the names it shows. */
async function found(url: string, q: string, read: (row: Record<string, unknown>) => unknown, token = staff) {
  const answer = await t.request<{ data: Record<string, unknown>[] }>({
    method: 'GET',
    url: `${url}?q=${encodeURIComponent(q)}`,
    token,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data.map(read);
}

describe('every search box', () => {
  it('finds Acadian and French names and words typed with or without their accents, in any case', async () => {
    const consignor = await buildConsignor(t, { name: 'Rosalie Thériault', company: 'Meubles Côté' });
    const asTyped = ['theriault', 'THÉRIAULT', 'Thériault', 'meubles cote'];
    for (const q of asTyped) {
      expect(await found('/api/admin/consignors', q, (row) => row.id), q).toContain(consignor.id);
    }
    // A word with no accent still finds only what it spells.
    expect(await found('/api/admin/consignors', 'theriaux', (row) => row.id)).not.toContain(consignor.id);

    for (const title of ['Chaise berçante en érable', 'Berçante de galerie']) {
      const intake = await t.request({
        method: 'POST',
        url: '/api/admin/inventory',
        token: staff,
        payload: { title },
      });
      expect(intake.status, intake.text).toBe(201);
    }
    const rocking = await found('/api/admin/inventory', 'bercante', (row) => row.title);
    expect(rocking).toEqual(expect.arrayContaining(['Chaise berçante en érable', 'Berçante de galerie']));
    expect(await found('/api/admin/inventory', 'erable bercante', (row) => row.title)).toEqual([
      'Chaise berçante en érable',
    ]);

    const buyer = await buildUser(t, { name: 'Renée Légère' });
    expect(await found('/api/admin/users', 'renee legere', (row) => row.id, admin)).toContain(buyer.id);
    const { invoice } = await buildIssuedInvoice(t, { buyer });
    expect(await found('/api/admin/invoices', 'legere', (row) => row.id)).toContain(invoice.id);
  });

  it('takes a typed % or _ as itself, not as a wildcard', async () => {
    const consignor = await buildConsignor(t, { name: 'Gaston 100% Bois' });
    expect(await found('/api/admin/consignors', '100%', (row) => row.id)).toContain(consignor.id);
    expect(await found('/api/admin/consignors', '1_0', (row) => row.id)).not.toContain(consignor.id);
  });
});
