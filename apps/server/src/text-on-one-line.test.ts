import { randomUUID } from 'node:crypto';
import { oneLineMessage } from '@auction/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, tokenFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from './db/queries';

/** What a mail header injection sends: the text, a line break, and a header of its own. */
const injected = 'Spring sale\r\nBcc: victim@example.com';

let t: TestApp;
let admin: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { roles: ['Admin', 'Bidder'], name: 'Ann MacNeil' });
});
afterAll(() => t.close());

const countOf = async (table: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;

/** Each single-line field as its form sends it, with a CRLF and a Bcc header inside. */
const cases: {
  what: string;
  method: 'POST' | 'PUT';
  url: () => string;
  payload: object;
  field: string;
  table: string;
}[] = [
  {
    what: 'a campaign subject',
    method: 'POST',
    url: () => '/api/admin/marketing/campaigns',
    payload: {
      name: 'Spring',
      subject: injected,
      body_markdown: 'A Markdown message\n\nkeeps its lines.',
      audience: { kind: 'all_opted_in' },
    },
    field: 'subject',
    table: 'marketing_campaigns',
  },
  {
    what: 'a user name',
    method: 'PUT',
    url: () => '/api/users/profile',
    payload: { name: injected },
    field: 'name',
    table: 'users',
  },
  {
    what: 'a consignor name',
    method: 'POST',
    url: () => '/api/admin/consignors',
    payload: { name: injected, notes: 'Notes may\nrun over lines.' },
    field: 'name',
    table: 'consignors',
  },
  {
    what: 'an inventory title',
    method: 'POST',
    url: () => '/api/admin/inventory',
    payload: { title: injected, description: 'A description\nkeeps its lines.' },
    field: 'title',
    table: 'inventory_items',
  },
  {
    what: 'a payment reference',
    method: 'POST',
    url: () => `/api/admin/invoices/${randomUUID()}/payments`,
    payload: {
      method: 'cheque',
      amount_cents: 1_000,
      received_on: '2026-11-02',
      reference: `Cheque 1042\r\nBcc: victim@example.com`,
      idempotency_key: randomUUID(),
    },
    field: 'reference',
    table: 'payments',
  },
];

describe('text that could break a mail header or a line of a report', () => {
  it('is refused with 422 on its field, and nothing is stored', async () => {
    const token = await tokenFor(t, admin);
    for (const { what, method, url, payload, field, table } of cases) {
      const before = await countOf(table);
      const answer = await t.request({ method, url: url(), token, payload });
      expect(answer.status, what).toBe(422);
      expect(answer.body.errors, what).toEqual({ [field]: [oneLineMessage] });
      expect(await countOf(table), what).toBe(before);
    }
    const [me] = await rowsOf<{ name: string }>(t.db, sql`select name from users where id = ${admin.id}`);
    expect(me?.name).toBe('Ann MacNeil');
  });

  it('is refused for the other line breaks and control characters too', async () => {
    const token = await tokenFor(t, admin);
    for (const name of [
      'Ann\nMacNeil',
      'Ann\u2028MacNeil',
      'Ann\u0085MacNeil',
      'Ann\tMacNeil',
      'Ann\u001bMacNeil',
    ]) {
      const answer = await t.request({ method: 'PUT', url: '/api/users/profile', token, payload: { name } });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.body.errors?.name, JSON.stringify(name)).toEqual([oneLineMessage]);
    }
  });
});
