import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { buildUser, tokenFor } from '../../../test/factories';
import { newDeviceKeys, startLocalPushService } from '../../../test/push/local-push-service';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { pushOutbox, pushSubscriptions } from '../../db/schema';
import { createPushRepository } from './push.repository';
import { createPushQueue } from './push-queue';
import { createPushSender } from './push-sender';
import { vapidKeysOnce } from './vapid-keys';

let t: TestApp;
let service: Awaited<ReturnType<typeof startLocalPushService>>;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  service = await startLocalPushService();
});
afterAll(async () => {
  await service.close();
  await t.close();
});

const sender = () =>
  createPushSender({
    pushes: createPushRepository(t.db),
    keys: vapidKeysOnce(t.db),
    subject: async () => 'mailto:office@example.ca',
    clock,
    log: t.app.log,
  });

/** A device of the bidder on the local push service, subscribed through the API. */
async function deviceOf(token: string, name: string) {
  const keys = newDeviceKeys();
  const answer = await t.request<{ id: string }>({
    method: 'POST',
    url: '/api/users/me/push-subscriptions',
    token,
    payload: { endpoint: service.endpoint(name), keys: keys.keys },
  });
  expect(answer.status).toBe(201);
  return { id: answer.body.id, ...keys };
}

const queuedFor = (subscriptionId: string) =>
  t.db.select().from(pushOutbox).where(eq(pushOutbox.subscription_id, subscriptionId));

describe('the push outbox', () => {
  it('pushes an outbid alert, encrypted for the device, that opens the lot', async () => {
    const { auction, lot } = await buildSale(t, {
      lot: { lot_number: '7', title: 'Pine Hutch', slug: 'pine-hutch' },
    });
    const anne = await buildBidder(t, auction);
    const ben = await buildBidder(t, auction);
    const phone = await deviceOf(anne.token, 'anne-phone');
    await bid(t, anne, lot, 50);
    expect(await queuedFor(phone.id)).toHaveLength(0);
    await bid(t, ben, lot, 80);
    expect(await queuedFor(phone.id)).toMatchObject([{ kind: 'outbid', status: 'queued' }]);

    service.received.length = 0;
    expect(await sender().sendDue()).toEqual(['sent']);
    const [request] = service.received;
    expect(request?.path).toBe('/push/anne-phone');
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(request?.headers.authorization)).toMatch(/^vapid t=.+, k=B/);
    expect(phone.decrypt(request?.body ?? Buffer.alloc(0))).toEqual({
      title: 'Outbid on lot 7',
      body: 'Pine Hutch: the bid is now $51.00. Bid at least $52.00 to lead again.',
      url: `/lots/${lot.id}-pine-hutch`,
      tag: `lot:${lot.id}`,
    });
    expect(await queuedFor(phone.id)).toMatchObject([{ status: 'sent' }]);
    expect(await sender().sendDue()).toEqual([]);
  });

  it('queues nothing when the transaction rolls back, and a fact once per device', async () => {
    const user = await buildUser(t);
    const laptop = await deviceOf(await tokenFor(t, user), 'laptop');
    const queue = createPushQueue({ clock });
    const alert = {
      userId: user.id,
      dedupeKey: 'outbid:fact-1',
      payload: { title: 'Outbid', body: 'Lot 1', url: '/lots/x', tag: 'lot:x' },
    };
    await expect(
      t.db.transaction(async (tx) => {
        await queue(tx, 'outbid', [alert]);
        throw new Error('the bid did not commit');
      }),
    ).rejects.toThrow('the bid did not commit');
    expect(await queuedFor(laptop.id)).toHaveLength(0);

    expect(await t.db.transaction((tx) => queue(tx, 'outbid', [alert]))).toBe(1);
    expect(await t.db.transaction((tx) => queue(tx, 'outbid', [alert, alert]))).toBe(0);
    expect(await queuedFor(laptop.id)).toHaveLength(1);
  });

  it('sends nothing of a kind the bidder switched off', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const tablet = await deviceOf(token, 'tablet');
    await t.request({
      method: 'PUT',
      url: '/api/users/me/alert-preferences',
      token,
      payload: { won: false },
    });
    const queue = createPushQueue({ clock });
    const payload = { title: 'You won', body: 'Lot 2', url: '/lots/y', tag: 'lot:y' };
    await t.db.transaction((tx) => queue(tx, 'won', [{ userId: user.id, dedupeKey: 'won:y', payload }]));
    await t.db.transaction((tx) =>
      queue(tx, 'outbid', [{ userId: user.id, dedupeKey: 'outbid:y', payload }]),
    );
    expect((await queuedFor(tablet.id)).map((row) => row.kind)).toEqual(['outbid']);
  });

  it('drops a device the push service says is gone, and retries other failures later', async () => {
    await sender().sendDue(); // what the tests above left queued
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const old = await deviceOf(token, 'old-phone');
    const queue = createPushQueue({ clock });
    const payload = { title: 'Outbid', body: 'Lot 3', url: '/lots/z', tag: 'lot:z' };
    await t.db.transaction((tx) =>
      queue(tx, 'outbid', [{ userId: user.id, dedupeKey: 'outbid:z', payload }]),
    );

    service.answerWith(500);
    expect(await sender().sendDue()).toEqual(['retry']);
    const [retrying] = await queuedFor(old.id);
    expect(retrying).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'The push service answered 500',
    });
    expect(retrying?.next_attempt_at.getTime()).toBeGreaterThan(clock().getTime());
    expect(await sender().sendDue()).toEqual([]);

    clock.advance(31_000);
    service.answerWith(410);
    expect(await sender().sendDue()).toEqual(['gone']);
    service.answerWith(201);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, old.id))).toEqual([]);
    expect(await queuedFor(old.id)).toEqual([]);
  });

  it('is sent once when two senders (two instances) pass at the same moment', async () => {
    await sender().sendDue(); // what the tests above left queued
    const user = await buildUser(t);
    const both = await deviceOf(await tokenFor(t, user), 'both-senders');
    const queue = createPushQueue({ clock });
    const payload = { title: 'Outbid', body: 'Lot 4', url: '/lots/w', tag: 'lot:w' };
    await t.db.transaction((tx) =>
      queue(tx, 'outbid', [
        { userId: user.id, dedupeKey: 'outbid:w1', payload },
        { userId: user.id, dedupeKey: 'outbid:w2', payload },
      ]),
    );
    service.received.length = 0;
    const [first, second] = await Promise.all([sender().sendDue(), sender().sendDue()]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual(['sent', 'sent']);
    expect(service.received.filter((request) => request.path === '/push/both-senders')).toHaveLength(2);
    expect((await queuedFor(both.id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('sends at most 100 pushes in a pass, the rest in the next', async () => {
    await sender().sendDue(); // what the tests above left queued
    const user = await buildUser(t);
    await deviceOf(await tokenFor(t, user), 'busy');
    const queue = createPushQueue({ clock });
    const payload = { title: 'Outbid', body: 'Lot 5', url: '/lots/v', tag: 'lot:v' };
    const alerts = Array.from({ length: 120 }, (_, index) => ({
      userId: user.id,
      dedupeKey: `outbid:v${index}`,
      payload,
    }));
    expect(await t.db.transaction((tx) => queue(tx, 'outbid', alerts))).toBe(120);
    expect(await sender().sendDue()).toHaveLength(100);
    expect(await sender().sendDue()).toHaveLength(20);
    expect(await sender().sendDue()).toHaveLength(0);
  });
});
