import { type Category, oneLineMessage } from '@auction/contracts';
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

  it('takes a picture the house stores as the image, and refuses any other text with 422', async () => {
    const image = '/media/lots/0123456789abcdef0123456789abcdef-800.webp';
    const created = await t.request<Category>({
      method: 'POST',
      url: '/api/admin/categories',
      token: staff,
      payload: { name: 'Lighting', image },
    });
    expect(created.status).toBe(201);
    expect(created.body.image).toBe(image);
    for (const bad of [
      '<script>alert(1)</script>',
      'https://example.com/lamp.jpg',
      '/media/../data.db',
      '',
    ]) {
      const refused = await t.request({
        method: 'PUT',
        url: `/api/admin/categories/${created.body.id}`,
        token: staff,
        payload: { name: 'Lighting', image: bad },
      });
      expect(refused.status, bad).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), bad).toEqual(['image']);
    }
    const cleared = await t.request<Category>({
      method: 'PUT',
      url: `/api/admin/categories/${created.body.id}`,
      token: staff,
      payload: { name: 'Lighting', image: null },
    });
    expect(cleared.body.image).toBeNull();
    const named = await t.request({
      method: 'POST',
      url: '/api/admin/categories',
      token: staff,
      payload: { name: 'Lamps\r\nBcc: victim@example.com' },
    });
    expect(named.status).toBe(422);
    expect(named.body.errors?.name).toEqual([oneLineMessage]);
  });
});
