import type { AlertPreferences, PushDevice } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { newDeviceKeys } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { settings } from '../../db/schema';

let t: TestApp;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

const device = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}`,
  expirationTime: null,
  keys: newDeviceKeys().keys,
  device_label: 'Safari on iPhone',
});
const subscribe = (token: string, payload: object) =>
  t.request<PushDevice>({ method: 'POST', url: '/api/users/me/push-subscriptions', token, payload });

describe('a bidder’s devices', () => {
  it('stores a device once, lists it, and removes it', async () => {
    const phone = device('phone');
    const first = await subscribe(bidder, phone);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ device_label: 'Safari on iPhone', endpoint: phone.endpoint });
    const again = await subscribe(bidder, { ...phone, keys: newDeviceKeys().keys });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const list = await t.request<{ data: PushDevice[] }>({
      method: 'GET',
      url: '/api/users/me/push-subscriptions',
      token: bidder,
    });
    expect(list.body.data.map((row) => row.id)).toEqual([first.body.id]);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/users/me/push-subscriptions/${first.body.id}`,
      token: bidder,
    });
    expect(removed.body.message).toBe('This device no longer receives your alerts.');
    const list2 = await t.request<{ data: PushDevice[] }>({
      method: 'GET',
      url: '/api/users/me/push-subscriptions',
      token: bidder,
    });
    expect(list2.body.data).toEqual([]);
  });

  it('refuses keys of the wrong length, plain http and a device someone else owns', async () => {
    const bad = await subscribe(bidder, {
      endpoint: 'https://push.example.test/send/x',
      keys: { p256dh: 'AAAA', auth: 'not base64url!' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['keys.auth', 'keys.p256dh']);

    const plain = await subscribe(bidder, { ...device('plain'), endpoint: 'http://push.example.test/x' });
    expect(plain.status).toBe(422);
    expect(plain.body.errors).toEqual({ endpoint: ['A push address must use https.'] });
    const notUrl = await subscribe(bidder, { ...device('x'), endpoint: 'javascript:alert(1)' });
    expect(notUrl.body.errors).toEqual({ endpoint: ['Not a push service address.'] });

    const other = await tokenFor(t, await buildUser(t));
    const theirs = await subscribe(other, device('theirs'));
    const steal = await t.request({
      method: 'DELETE',
      url: `/api/users/me/push-subscriptions/${theirs.body.id}`,
      token: bidder,
    });
    expect(steal.status).toBe(404);
    const mine = await t.request<{ data: PushDevice[] }>({
      method: 'GET',
      url: '/api/users/me/push-subscriptions',
      token: bidder,
    });
    expect(mine.body.data.map((row) => row.id)).not.toContain(theirs.body.id);
    expect((await subscribe('', device('guest'))).status).toBe(401);
  });
});

describe('the kinds of alert a bidder wants', () => {
  it('are all on until changed, and change one at a time', async () => {
    const token = await tokenFor(t, await buildUser(t));
    const read = () =>
      t.request<AlertPreferences>({ method: 'GET', url: '/api/users/me/alert-preferences', token });
    expect((await read()).body).toEqual({
      outbid: true,
      closing_soon: true,
      won: true,
      live_starting: true,
      invoice_issued: true,
      saved_search: true,
    });
    const changed = await t.request<AlertPreferences>({
      method: 'PUT',
      url: '/api/users/me/alert-preferences',
      token,
      payload: { closing_soon: false },
    });
    expect(changed.body).toMatchObject({ closing_soon: false, outbid: true });
    await t.request({
      method: 'PUT',
      url: '/api/users/me/alert-preferences',
      token,
      payload: { won: false },
    });
    expect((await read()).body).toMatchObject({ closing_soon: false, won: false, outbid: true });
    const empty = await t.request({
      method: 'PUT',
      url: '/api/users/me/alert-preferences',
      token,
      payload: {},
    });
    expect(empty.status).toBe(422);
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/users/me/alert-preferences',
      token,
      payload: { outbid: 'yes' },
    });
    expect(wrong.status).toBe(422);
  });
});

describe('the house’s push key', () => {
  it('is made once, kept in the database, and only its public half is given out', async () => {
    const first = await t.request<{ public_key: string }>({
      method: 'GET',
      url: '/api/push/public-key',
      token: bidder,
    });
    expect(first.body.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'push_vapid_keys'));
    expect(stored?.value).toMatchObject({ publicKey: first.body.public_key });
    const { privateKey } = (stored?.value ?? {}) as { privateKey: string };
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const adminSettings = await t.request({ method: 'GET', url: '/api/admin/settings', token: admin });
    expect(adminSettings.text).not.toContain(privateKey);
    expect((await t.request({ method: 'GET', url: '/api/push/public-key' })).status).toBe(401);
  });
});
