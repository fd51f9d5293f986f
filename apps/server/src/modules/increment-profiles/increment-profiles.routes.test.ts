import type { IncrementProfileJson } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const url = '/api/admin/increment-profiles';
const rows = [
  { from_amount: 0, increment: 1 },
  { from_amount: 100, increment: 5 },
  { from_amount: 500, increment: 10 },
];

describe('bid increment profiles', () => {
  it('creates and edits a profile in dollars, with one default at a time', async () => {
    const first = await t.request<IncrementProfileJson>({
      method: 'POST',
      url,
      token: staff,
      payload: { name: 'Standard', rows, is_default: true },
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Standard', rows, is_default: true });
    const second = await t.request<IncrementProfileJson>({
      method: 'POST',
      url,
      token: staff,
      payload: { name: 'Heavy equipment', rows: [{ from_amount: 0, increment: 25.5 }], is_default: true },
    });
    expect(second.body.rows).toEqual([{ from_amount: 0, increment: 25.5 }]);
    const list = await t.request<{ data: IncrementProfileJson[] }>({ method: 'GET', url, token: staff });
    expect(list.body.data.map((p) => [p.name, p.is_default])).toEqual([
      ['Heavy equipment', true],
      ['Standard', false],
    ]);
    const edited = await t.request<IncrementProfileJson>({
      method: 'PUT',
      url: `${url}/${first.body.id}`,
      token: staff,
      payload: { name: 'Standard (2027)', rows: rows.slice(0, 2) },
    });
    expect(edited.body).toMatchObject({ name: 'Standard (2027)', rows: rows.slice(0, 2), is_default: false });
    const missing = await t.request({
      method: 'PUT',
      url: `${url}/00000000-0000-4000-8000-000000000000`,
      token: staff,
      payload: { name: 'Nothing', rows },
    });
    expect(missing.status).toBe(404);
  });

  it('refuses rows that do not ascend or have no increment, saying which row', async () => {
    const answer = await t.request({
      method: 'POST',
      url,
      token: staff,
      payload: {
        name: 'Broken',
        rows: [
          { from_amount: 0, increment: 1 },
          { from_amount: 500, increment: 10 },
          { from_amount: 100, increment: 5 },
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'rows.2.from_amount': ['Row 3: the "from" amount must be higher than the row above.'],
    });
    const zero = await t.request({
      method: 'POST',
      url,
      token: staff,
      payload: { name: 'Zero', rows: [{ from_amount: 0, increment: 0 }] },
    });
    expect(zero.body.errors).toEqual({ 'rows.0.increment': ['The increment must be more than $0.00.'] });
  });
});
