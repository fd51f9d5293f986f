import type { Category } from '@auction/contracts';
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

describe('staff categories', () => {
  it('creates a category with a web address from its name, renames it, and refuses a taken address', async () => {
    const created = await t.request<Category>({
      method: 'POST',
      url: '/api/admin/categories',
      token: staff,
      payload: { name: 'Kitchen & Restaurant' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kitchen & Restaurant',
      slug: 'kitchen-and-restaurant',
      image: null,
    });
    expect((await t.request({ method: 'GET', url: '/api/categories/kitchen-and-restaurant' })).status).toBe(
      200,
    );

    const renamed = await t.request<Category>({
      method: 'PUT',
      url: `/api/admin/categories/${created.body.id}`,
      token: staff,
      payload: { name: 'Restaurant Equipment', slug: 'restaurant-equipment' },
    });
    expect(renamed.body.slug).toBe('restaurant-equipment');

    const taken = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: staff,
      payload: { name: 'Restaurant', slug: 'restaurant-equipment' },
    });
    expect(taken.body.errors).toEqual({ slug: ['Another category has this web address.'] });
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: staff,
      payload: { name: 'X', slug: 'Not OK' },
    });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['name', 'slug']);
  });
});
