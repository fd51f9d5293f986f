import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { marketingCampaignRecipients, marketingCampaigns, outbox, users } from '../../db/schema';
import { createAuditRepository } from '../../platform/audit.repository';
import { readUnsubscribeToken } from '../marketing-consent/unsubscribe-links';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createCampaignSender } from './campaign-sender';
import { createMarketingCampaignsService } from './marketing-campaigns.service';

let t: TestApp;
const clock = testClock(new Date('2026-11-20T14:00:00Z'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sender() {
  const audit = createAuditRepository(t.db);
  return createCampaignSender({
    db: t.db,
    settings: createSettingsService({ settings: createSettingsRepository(t.db), audit }),
    mailSender: null,
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
    clock,
    log: t.app.log,
  });
}

/** A campaign being sent to `count` fresh consenting people, frozen through the service. */
async function sendingCampaign(count: number, rate: number) {
  const people = [];
  for (let i = 0; i < count; i += 1) people.push(await buildUser(t, { marketing: true }));
  const staff = await buildUser(t, { roles: ['Staff'] });
  const audit = createAuditRepository(t.db);
  const service = createMarketingCampaignsService({
    db: t.db,
    settings: createSettingsService({ settings: createSettingsRepository(t.db), audit }),
    audit,
    mailSender: null,
    publicUrl: t.config.publicUrl,
    secret: t.config.jwtSecret,
    clock,
  });
  const actor = { id: staff.id, email: staff.email, roles: ['Staff' as const] };
  // Everyone else in this file's database is out of the audience: only these people consent now.
  await t.db.update(users).set({ marketing_consent: false });
  await t.db
    .update(users)
    .set({ marketing_consent: true })
    .where(
      inArray(
        users.id,
        people.map((p) => p.id),
      ),
    );
  const draft = await service.create(
    {
      name: `Spring news ${randomUUID().slice(0, 6)}`,
      subject: 'Spring at the saleroom',
      body_markdown: 'See [the catalogue](https://harbourside.example/auctions).',
      audience: { kind: 'all_opted_in' },
      rate_per_minute: rate,
    },
    actor,
  );
  const sent = await service.send(draft.id, actor);
  return { campaign: sent, people, service };
}

const recipientsOf = (campaignId: string) =>
  t.db
    .select()
    .from(marketingCampaignRecipients)
    .where(eq(marketingCampaignRecipients.campaign_id, campaignId));

describe('the campaign sender', () => {
  it('queues the rate per minute and no more, skips whoever unsubscribed, and marks the campaign sent', async () => {
    const { campaign, people } = await sendingCampaign(7, 3);
    expect(campaign).toMatchObject({ status: 'sending', recipients_count: 7 });
    const job = sender();

    expect(await job.runOnce()).toBe(3);
    clock.advance(30_000);
    expect(await job.runOnce()).toBe(0);
    clock.advance(31_000);
    expect(await job.runOnce()).toBe(3);

    // One person unsubscribes before their turn comes.
    const queuedIds = new Set(
      (await recipientsOf(campaign.id)).filter((r) => r.status === 'queued').map((r) => r.user_id),
    );
    const waiting = people.filter((p) => !queuedIds.has(p.id));
    expect(waiting).toHaveLength(1);
    const leaver = waiting[0];
    if (!leaver) throw new Error('nobody waiting');
    await t.db.update(users).set({ marketing_consent: false }).where(eq(users.id, leaver.id));
    clock.advance(61_000);
    expect(await job.runOnce()).toBe(0);

    const rows = await recipientsOf(campaign.id);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(6);
    expect(rows.find((r) => r.user_id === leaver.id)?.status).toBe('skipped');
    const [after] = await t.db
      .select()
      .from(marketingCampaigns)
      .where(eq(marketingCampaigns.id, campaign.id));
    expect(after).toMatchObject({ status: 'sent', queued_count: 6 });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, leaver.email))).toHaveLength(0);
  });

  it('puts the unsubscribe headers, the footer and the person’s own link in every mail', async () => {
    const { campaign, people } = await sendingCampaign(1, 10);
    await sender().runOnce();
    const person = people[0];
    if (!person) throw new Error('no person');
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, person.email));
    expect(mail?.status).toBe('stored');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/marketing\/unsubscribe\?token=.+>$/);
    const token = decodeURIComponent(header.match(/token=([^>]+)>/)?.[1] ?? '');
    expect(readUnsubscribeToken(t.config.jwtSecret, token)).toEqual({
      userId: person.id,
      campaignId: campaign.id,
    });
    expect(mail?.text).toContain('/unsubscribe?token=');
    expect(mail?.html).toContain('Unsubscribe</a>');
    expect(mail?.html).toContain('href="https://harbourside.example/auctions"');
    // Tracking is off: no pixel, links untouched.
    expect(mail?.html).not.toContain('/api/marketing/open/');
    expect(mail?.html).not.toContain('/api/marketing/click/');
  });

  it('resumes after a restart and never mails anyone twice when two instances run at once', async () => {
    const { campaign } = await sendingCampaign(12, 5);
    expect(await sender().runOnce()).toBe(5);
    // A new process picks up where the last one stopped, still at the same rate.
    expect(await sender().runOnce()).toBe(0);
    clock.advance(61_000);
    const [a, b] = await Promise.all([sender().runOnce(), sender().runOnce()]);
    expect((a ?? 0) + (b ?? 0)).toBe(5);
    clock.advance(61_000);
    await Promise.all([sender().runOnce(), sender().runOnce()]);
    const rows = await recipientsOf(campaign.id);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(12);
    const outboxIds = rows.map((r) => r.outbox_id);
    expect(new Set(outboxIds).size).toBe(12);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.to,
          rows.map((r) => r.email),
        ),
      );
    expect(mails).toHaveLength(12);
  });

  it('stops when the campaign is cancelled', async () => {
    const { campaign, service } = await sendingCampaign(4, 2);
    expect(await sender().runOnce()).toBe(2);
    const staff = await buildUser(t, { roles: ['Staff'] });
    await service.cancel(campaign.id, { id: staff.id, email: staff.email, roles: ['Staff'] });
    clock.advance(61_000);
    expect(await sender().runOnce()).toBe(0);
    const progress = await service.progress(campaign.id);
    expect(progress).toMatchObject({
      status: 'cancelled',
      recipients: 4,
      queued: 2,
      pending: 2,
      delivered: 2,
    });
  });
});
