import type { SavedSearch } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildCategory, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctions, lots, pushOutbox, pushSubscriptions } from '../../db/schema';
import { createMailService } from '../../mail/mail.service';
import { createOutboxRepository } from '../../mail/outbox.repository';
import { createPushQueue } from '../push/push-queue';
import { allAlerts, mailedAlerts } from './bidder-alerts';
import { createLotSearchRepository } from './lot-search.repository';
import { pushedAlerts } from './pushed-alerts';
import { createSavedSearchesRepository } from './saved-searches.repository';
import { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service';

let t: TestApp;
let passes: [SavedSearchesService, SavedSearchesService];

/** A second instance's pass is the same service over the same database. */
function alertService(): SavedSearchesService {
  const mail = createMailService({
    outbox: createOutboxRepository(t.db),
    sender: null,
    links: { fill: async (m) => m },
    log: t.app.log,
    clock: () => new Date(),
  });
  return createSavedSearchesService({
    db: t.db,
    saved: createSavedSearchesRepository(t.db),
    search: createLotSearchRepository(t.db),
    alerts: allAlerts(
      mailedAlerts({ mail, siteName: async () => 'Harbour Auctions', publicUrl: 'http://localhost:3000' }),
      pushedAlerts({ queuePushes: createPushQueue({ clock: () => new Date() }) }),
    ),
    log: t.app.log,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  passes = [alertService(), alertService()];
});
afterAll(() => t.close());

const save = (token: string, payload: unknown) =>
  t.request<SavedSearch>({ method: 'POST', url: '/api/saved-searches', token, payload: payload as object });

describe('saved searches', () => {
  it('saves, lists, answers the same search once, and removes only the owner’s', async () => {
    const bidder = await buildUser(t);
    const token = await tokenFor(t, bidder);
    const boats = await buildCategory(t, { name: 'Boats & Marine', slug: 'boats-marine' });
    const first = await save(token, { query: '  Outboard   motor ', category: 'boats-marine' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      query: 'Outboard motor',
      category: { slug: boats.slug, name: boats.name },
    });
    expect((await save(token, { query: 'outboard motor', category: 'boats-marine' })).status).toBe(200);
    expect((await save(token, { query: 'Canoe' })).status).toBe(201);
    const listed = await t.request<{ data: SavedSearch[] }>({
      method: 'GET',
      url: '/api/saved-searches',
      token,
    });
    expect(listed.body.data.map((row) => row.query)).toEqual(['Outboard motor', 'Canoe']);

    const other = await tokenFor(t, await buildUser(t));
    expect(
      (await t.request<{ data: SavedSearch[] }>({ method: 'GET', url: '/api/saved-searches', token: other }))
        .body.data,
    ).toEqual([]);
    const theirs = await t.request({
      method: 'DELETE',
      url: `/api/saved-searches/${first.body.id}`,
      token: other,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('This saved search does not exist.');
    const removed = await t.request({ method: 'DELETE', url: `/api/saved-searches/${first.body.id}`, token });
    expect(removed.body.message).toBe('Saved search removed.');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/saved-searches/${first.body.id}`, token })).status,
    ).toBe(404);
  });

  it('refuses an empty search, an unknown category and guests', async () => {
    const token = await tokenFor(t, await buildUser(t));
    expect((await save(token, { query: ' ' })).body.errors).toEqual({
      query: ['Type a word to search for.'],
    });
    expect((await save(token, { query: 'lamp', category: 'nowhere' })).body.errors).toEqual({
      category: ['There is no such category.'],
    });
    expect((await save('', { query: 'lamp' })).status).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/api/saved-searches/nope', token })).status).toBe(422);
  });

  it('mails a bidder once about a new matching lot, not about the lots they saw when saving', async () => {
    const bidder = await buildUser(t, { name: 'Ada Lovelace' });
    const token = await tokenFor(t, bidder);
    const [phone] = await t.db
      .insert(pushSubscriptions)
      .values({ user_id: bidder.id, endpoint: `https://push.example/${bidder.id}`, p256dh: 'k', auth: 'a' })
      .returning();
    const sale = await buildAuction(t, { title: 'Spring Tools', slug: 'spring-tools' });
    await buildLot(t, sale, { title: 'Old Husqvarna chainsaw' });
    expect((await save(token, { query: 'husqvarna' })).status).toBe(201);
    await passes[0].alertPass();
    expect(await mailsTo(t, bidder.email)).toHaveLength(0);

    // Staff publish a sale with a matching lot: it was a draft, now it is scheduled.
    const later = await buildAuction(t, { title: 'Autumn Tools', slug: 'autumn-tools', status: 'draft' });
    const newLot = await buildLot(t, later, {
      title: 'Trimmer',
      brand: 'HUSQVÄRNA',
      status: 'upcoming',
      lot_number: '44',
    });
    await passes[0].alertPass();
    expect(await mailsTo(t, bidder.email)).toHaveLength(0);
    await t.db.update(auctions).set({ status: 'scheduled' }).where(eq(auctions.id, later.id));

    await Promise.all([passes[0].alertPass(), passes[1].alertPass()]);
    await passes[0].alertPass();
    const mails = await mailsTo(t, bidder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New lot for “husqvarna”: Trimmer');
    expect(mails[0]?.text).toContain('Hello Ada,');
    expect(mails[0]?.text).toContain('Lot 44: Trimmer (Autumn Tools)');
    expect(mails[0]?.text).toContain(`http://localhost:3000/lots/${newLot.id}-${newLot.slug}`);
    const pushes = await t.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.subscription_id, phone?.id ?? ''));
    expect(pushes).toMatchObject([
      {
        kind: 'saved_search',
        payload: { title: 'New lot for “husqvarna”', url: `/lots/${newLot.id}-${newLot.slug}` },
      },
    ]);
  });

  it('lists every new lot of every search in one mail per pass', async () => {
    const bidder = await buildUser(t);
    const token = await tokenFor(t, bidder);
    await save(token, { query: 'kayak' });
    await save(token, { query: 'paddle board' });
    const sale = await buildAuction(t, { title: 'Lake Gear', slug: 'lake-gear' });
    await buildLot(t, sale, { title: 'Kayak, red' });
    await buildLot(t, sale, { title: 'Kayak paddle board combo' });
    const withdrawn = await buildLot(t, sale, { title: 'Kayak, withdrawn', status: 'withdrawn' });
    const told = await Promise.all([passes[0].alertPass(), passes[1].alertPass()]);
    expect(told[0] + told[1]).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(t, bidder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 new lots match your saved searches');
    expect(mails[0]?.text).toContain('“kayak”, “paddle board”');
    expect(mails[0]?.text).not.toContain('withdrawn');
    await t.db.update(lots).set({ status: 'open' }).where(eq(lots.id, withdrawn.id));
    await passes[1].alertPass();
    expect(await mailsTo(t, bidder.email)).toHaveLength(2);
  });
});
