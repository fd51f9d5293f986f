import { listQuerySchema, type StaffRegistrationPage } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { containsPattern, listWindow } from './list-query';

type Page<T> = { data: T[]; meta: { total: number; page: number; per_page: number } };

describe('list parameters', () => {
  const schema = listQuerySchema(['title', 'created_at'], { sort: 'created_at', order: 'desc' });

  it('fills in the first page, the default column and order when nothing is asked', () => {
    expect(schema.parse({})).toEqual({ page: 1, per_page: 20, sort: 'created_at', order: 'desc' });
    expect(schema.parse({ page: '3', per_page: '50', sort: 'title', order: 'asc', q: ' oak ' })).toEqual({
      page: 3,
      per_page: 50,
      sort: 'title',
      order: 'asc',
      q: 'oak',
    });
  });

  it('refuses a column the list does not have, an unknown order and a page past the limits', () => {
    const bad = schema.safeParse({ sort: 'password_hash', order: 'sideways', per_page: '500', page: '0' });
    expect(bad.success).toBe(false);
    const fields = new Set(bad.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['sort', 'order', 'per_page', 'page']));
    expect(bad.error?.issues.find((issue) => issue.path[0] === 'sort')?.message).toBe(
      'Not a column this list can be sorted by. Choose one of: title, created_at.',
    );
  });

  it('turns a page into LIMIT and OFFSET and takes a search literally', () => {
    expect(listWindow({ page: 3, per_page: 25 })).toEqual({ limit: 25, offset: 50 });
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('staff lists on the server', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await tokenFor(t, await buildUser(t, { roles: ['Staff'] }));
  });
  afterAll(() => t.close());

  it('answers 422 for a sort column a list does not have, and changes nothing', async () => {
    const answer = await t.request<{ errors?: Record<string, string[]> }>({
      method: 'GET',
      url: '/api/admin/auctions?sort=password_hash&order=up',
      token: staff,
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['order', 'sort']);
  });

  it('sorts the staff auction list by any of its columns either way, and pages it', async () => {
    const day = 86_400_000;
    const names = ['Bedford Barn Finds', 'Annapolis Clocks', 'Cole Harbour Tools'];
    const built = [];
    for (const [index, title] of names.entries()) {
      built.push(
        await buildAuction(t, {
          title,
          slug: `sort-${index}`,
          // Three statuses, so the order by status is decided by them and not by the tie-breaker.
          status: (['draft', 'scheduled', 'open'] as const)[index],
          start_at: new Date(Date.UTC(2027, 0, 10 - index)),
          end_at: new Date(Date.UTC(2027, 1, 1) + index * day),
        }),
      );
    }
    const [barn, clocks] = built;
    if (!barn || !clocks) throw new Error('auctions missing');
    await buildLot(t, clocks);
    await buildLot(t, clocks);
    await buildLot(t, barn);
    const titles = async (query: string) =>
      (
        await t.request<Page<{ title: string }>>({
          method: 'GET',
          url: `/api/admin/auctions?${query}`,
          token: staff,
        })
      ).body.data.map((auction) => auction.title);
    expect(await titles('sort=title&order=asc')).toEqual([
      'Annapolis Clocks',
      'Bedford Barn Finds',
      'Cole Harbour Tools',
    ]);
    expect(await titles('sort=title&order=desc')).toEqual([
      'Cole Harbour Tools',
      'Bedford Barn Finds',
      'Annapolis Clocks',
    ]);
    expect(await titles('sort=start_at&order=asc')).toEqual([
      'Cole Harbour Tools',
      'Annapolis Clocks',
      'Bedford Barn Finds',
    ]);
    expect(await titles('sort=total_lots&order=desc')).toEqual([
      'Annapolis Clocks',
      'Bedford Barn Finds',
      'Cole Harbour Tools',
    ]);
    expect(await titles('sort=status&order=asc')).toEqual([
      'Bedford Barn Finds',
      'Annapolis Clocks',
      'Cole Harbour Tools',
    ]);
    const second = await t.request<Page<{ title: string }>>({
      method: 'GET',
      url: '/api/admin/auctions?sort=title&order=asc&per_page=2&page=2',
      token: staff,
    });
    expect(second.body.data.map((auction) => auction.title)).toEqual(['Cole Harbour Tools']);
    expect(second.body.meta).toEqual({ total: 3, page: 2, per_page: 2 });
  });

  it('pages, sorts, searches and filters the registrations of a sale, and counts them by status', async () => {
    const sale = await buildAuction(t, { slug: 'registrations-list' });
    const people = [
      ['Zoe Comeau', 'approved'],
      ['Marc Arsenault', 'pending'],
      ['Lise Boudreau', 'rejected'],
      ['Anne LeBlanc', 'pending'],
    ] as const;
    for (const [name, status] of people)
      await buildRegistration(t, sale, await buildUser(t, { name }), { status });
    const list = async (query: string) =>
      (
        await t.request<StaffRegistrationPage>({
          method: 'GET',
          url: `/api/admin/auctions/${sale.id}/registrations${query}`,
          token: staff,
        })
      ).body;

    const everything = await list('');
    expect(everything.data.map((r) => r.name)).toEqual(people.map(([name]) => name));
    expect(everything.meta).toEqual({ total: 4, page: 1, per_page: 4 });
    expect(everything.counts).toEqual({ all: 4, pending: 2, approved: 1, rejected: 1 });

    const byName = await list('?sort=name&order=asc&per_page=2&page=1');
    expect(byName.data.map((r) => r.name)).toEqual(['Anne LeBlanc', 'Lise Boudreau']);
    expect(byName.meta).toEqual({ total: 4, page: 1, per_page: 2 });

    const pending = await list('?status=pending&sort=name&order=desc');
    expect(pending.data.map((r) => r.name)).toEqual(['Marc Arsenault', 'Anne LeBlanc']);
    expect(pending.counts.all).toBe(4);

    expect((await list('?q=boudreau')).data.map((r) => r.name)).toEqual(['Lise Boudreau']);
    const paddle = everything.data[0]?.paddle_number;
    expect((await list(`?q=${paddle}`)).data.map((r) => r.name)).toEqual(['Zoe Comeau']);

    const refused = await t.request({
      method: 'GET',
      url: `/api/admin/auctions/${sale.id}/registrations?sort=user_id`,
      token: staff,
    });
    expect(refused.status).toBe(422);
  });
});
