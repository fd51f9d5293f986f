import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { marketingCampaignRecipients, marketingCampaigns, outbox } from '../db/schema';
import { seedCampaigns } from './seed-campaigns';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo campaign', () => {
  it('is an announcement sent to the people who consent, its mails in the outbox, written once', async () => {
    await buildAuction(t, {
      title: 'Bedford Basin Antiques',
      slug: 'bedford-basin-antiques',
      status: 'scheduled',
    });
    const fan = await buildUser(t, { marketing: true });
    const other = await buildUser(t, { marketing: false });
    const input = { publicUrl: t.config.publicUrl, secret: t.config.jwtSecret };
    expect(await seedCampaigns(t.db, input)).toBe(true);
    expect(await seedCampaigns(t.db, input)).toBe(false);

    const [campaign] = await t.db.select().from(marketingCampaigns);
    expect(campaign).toMatchObject({ status: 'sent', recipients_count: 1, queued_count: 1 });
    expect(campaign?.subject).toBe('New auction: Bedford Basin Antiques');
    const recipients = await t.db.select().from(marketingCampaignRecipients);
    expect(recipients).toMatchObject([{ user_id: fan.id, status: 'queued' }]);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, fan.email));
    expect(mail?.status).toBe('stored');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await t.db.select().from(outbox).where(eq(outbox.to, other.email))).toHaveLength(0);
  });
});
