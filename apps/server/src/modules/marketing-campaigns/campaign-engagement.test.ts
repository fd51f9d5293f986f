import { randomUUID } from 'node:crypto';
import type { Campaign, CampaignProgress } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { marketingCampaignRecipients, outbox, users } from '../../db/schema';
import { createAuditRepository } from '../../platform/audit.repository';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createCampaignSender } from './campaign-sender';
import { clickUrl } from './campaign-tracking';

let t: TestApp;
let adminToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const path = (url: string) => url.replace(t.config.publicUrl, '');

describe('opens and clicks of a tracked campaign', () => {
  it('are recorded, and the click leads only to the message’s own links', async () => {
    const person = await buildUser(t, { marketing: true });
    await t.db.update(users).set({ marketing_consent: false }).where(eq(users.marketing_consent, true));
    await t.db.update(users).set({ marketing_consent: true }).where(eq(users.id, person.id));
    const created = await t.request<Campaign>({
      method: 'POST',
      url: '/api/admin/marketing/campaigns',
      token: adminToken,
      payload: {
        name: `Tracked ${randomUUID().slice(0, 6)}`,
        subject: 'Look inside',
        body_markdown: 'See [the sale](https://harbourside.example/sale).',
        audience: { kind: 'all_opted_in' },
        track_engagement: true,
      },
    });
    const id = created.body.id;
    await t.request({ method: 'POST', url: `/api/admin/marketing/campaigns/${id}/send`, token: adminToken });
    await createCampaignSender({
      db: t.db,
      settings: createSettingsService({
        settings: createSettingsRepository(t.db),
        audit: createAuditRepository(t.db),
      }),
      mailSender: null,
      publicUrl: t.config.publicUrl,
      secret: t.config.jwtSecret,
      clock: () => new Date(),
      log: t.app.log,
    }).runOnce();

    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, person.email));
    const pixel = mail?.html.match(/src="([^"]+\/api\/marketing\/open\/[^"]+)"/)?.[1];
    const link = mail?.html
      .match(/href="([^"]+\/api\/marketing\/click\/[^"]+)"/)?.[1]
      ?.replaceAll('&amp;', '&');
    if (!pixel || !link) throw new Error(`no tracking in ${mail?.html}`);

    const opened = await t.request({ method: 'GET', url: path(pixel) });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('image/gif');
    const clicked = await t.request({ method: 'GET', url: path(link) });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.location).toBe('https://harbourside.example/sale');
    const [row] = await t.db
      .select()
      .from(marketingCampaignRecipients)
      .where(eq(marketingCampaignRecipients.campaign_id, id));
    expect(row?.opened_at).not.toBeNull();
    expect(row?.clicked_at).not.toBeNull();
    const progress = await t.request<CampaignProgress>({
      method: 'GET',
      url: `/api/admin/marketing/campaigns/${id}/progress`,
      token: staffToken,
    });
    expect(progress.body).toMatchObject({ opened: 1, clicked: 1, delivered: 1 });

    // Another address, even correctly signed, is not one of the campaign's links.
    const foreign = clickUrl(
      t.config.publicUrl,
      t.config.jwtSecret,
      { campaignId: id, userId: person.id },
      'https://evil.example/',
    );
    expect((await t.request({ method: 'GET', url: path(foreign) })).status).toBe(404);
    // The message's link with a signature made for another address.
    const swapped = link.replace(/url=[^&]+/, `url=${encodeURIComponent('https://evil.example/')}`);
    expect((await t.request({ method: 'GET', url: path(swapped) })).status).toBe(404);
  });
});

describe('announcing an auction', () => {
  it('drafts a campaign with the auction’s title, dates, link and first lots in one action', async () => {
    const auction = await buildAuction(t, {
      title: 'Dartmouth Maritime Collectibles',
      slug: `maritime-${randomUUID().slice(0, 6)}`,
      start_at: new Date('2026-12-05T14:00:00Z'),
      end_at: new Date('2026-12-12T23:00:00Z'),
    });
    await buildLot(t, auction, { title: 'Brass ship’s bell' });
    await buildLot(t, auction, { title: 'Lighthouse lens' });
    const answer = await t.request<Campaign>({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/announcement`,
      token: staffToken,
      payload: { audience: 'past_buyers' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'draft',
      auction_id: auction.id,
      subject: 'New auction: Dartmouth Maritime Collectibles',
      audience: { kind: 'past_buyers', since: null },
    });
    expect(answer.body.body_markdown).toContain(
      `${t.config.publicUrl}/auctions/${auction.id}-${auction.slug}`,
    );
    expect(answer.body.body_markdown).toContain('Brass ship’s bell');
    expect(answer.body.body_markdown).toContain('December 5, 2026');
    const missing = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${randomUUID()}/announcement`,
      token: staffToken,
      payload: { audience: 'all_opted_in' },
    });
    expect(missing.status).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/announcement`,
      token: staffToken,
      payload: { audience: 'everyone' },
    });
    expect(bad.status).toBe(422);
  });
});
