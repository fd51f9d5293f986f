import type { SaleReminder } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auctions } from '../../db/schema';
import { createMailService } from '../../mail/mail.service';
import { createOutboxRepository } from '../../mail/outbox.repository';
import { mailedAlerts } from './bidder-alerts';
import { createSaleRemindersRepository } from './sale-reminders.repository';
import { createSaleRemindersService, type SaleRemindersService } from './sale-reminders.service';

let t: TestApp;
let instances: [SaleRemindersService, SaleRemindersService];

function reminderService(): SaleRemindersService {
  const clock = () => new Date();
  const mail = createMailService({
    outbox: createOutboxRepository(t.db),
    sender: null,
    links: { fill: async (m) => m },
    log: t.app.log,
    clock,
  });
  return createSaleRemindersService({
    db: t.db,
    reminders: createSaleRemindersRepository(t.db),
    alerts: mailedAlerts({
      mail,
      siteName: async () => 'Harbour Auctions',
      publicUrl: 'http://localhost:3000',
    }),
    clock,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  instances = [reminderService(), reminderService()];
});
afterAll(() => t.close());

const reminder = (method: 'GET' | 'PUT' | 'DELETE', auctionId: string, token: string) =>
  t.request<SaleReminder>({ method, url: `/api/auctions/${auctionId}/reminder`, token });
const scheduled = (values: Partial<typeof auctions.$inferInsert> = {}) =>
  buildAuction(t, { status: 'scheduled', start_at: new Date(Date.now() + 86_400_000), ...values });

describe('remind me when a sale opens', () => {
  it('toggles on a scheduled sale only, per bidder', async () => {
    const sale = await scheduled();
    const token = await tokenFor(t, await buildUser(t));
    expect((await reminder('GET', sale.id, token)).body).toEqual({ reminded: false });
    expect((await reminder('PUT', sale.id, token)).body).toEqual({ reminded: true });
    expect((await reminder('PUT', sale.id, token)).body).toEqual({ reminded: true });
    expect((await reminder('GET', sale.id, token)).body).toEqual({ reminded: true });
    const other = await tokenFor(t, await buildUser(t));
    expect((await reminder('GET', sale.id, other)).body).toEqual({ reminded: false });
    expect((await reminder('DELETE', sale.id, token)).body).toEqual({ reminded: false });
    expect((await reminder('GET', sale.id, token)).body).toEqual({ reminded: false });

    const open = await buildAuction(t);
    const late = await reminder('PUT', open.id, token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This sale has already opened; there is nothing to remind you of.');
    const draft = await buildAuction(t, { status: 'draft' });
    expect((await reminder('PUT', draft.id, token)).status).toBe(404);
    expect((await reminder('GET', draft.id, token)).status).toBe(404);
    expect((await reminder('PUT', sale.id, '')).status).toBe(401);
  });

  it('mails each reminded bidder once when the sale opens, even with two instances', async () => {
    const timed = await scheduled({ title: 'Bedford Basin Estate', slug: 'bedford-basin-estate' });
    const live = await scheduled({ title: 'Saturday Live', slug: 'saturday-live', type: 'live' });
    const ada = await buildUser(t, { name: 'Ada Lovelace' });
    const ben = await buildUser(t, { name: 'Ben Comeau' });
    for (const user of [ada, ben]) {
      const token = await tokenFor(t, user);
      await reminder('PUT', timed.id, token);
      await reminder('PUT', live.id, token);
    }
    await Promise.all([instances[0].pass(), instances[1].pass()]);
    expect(await mailsTo(t, ada.email)).toHaveLength(0);

    await t.db.update(auctions).set({ status: 'open' }).where(eq(auctions.id, timed.id));
    await Promise.all([instances[0].pass(), instances[1].pass()]);
    await instances[0].pass();
    const adaMails = await mailsTo(t, ada.email);
    expect(adaMails).toHaveLength(1);
    expect(adaMails[0]?.subject).toBe('Now open for bidding: Bedford Basin Estate');
    expect(adaMails[0]?.text).toContain(`http://localhost:3000/auctions/${timed.id}-bedford-basin-estate`);
    expect(await mailsTo(t, ben.email)).toHaveLength(1);

    await t.db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, live.id));
    await Promise.all([instances[0].pass(), instances[1].pass()]);
    const [liveMail] = await mailsTo(t, ben.email);
    expect(liveMail?.subject).toBe('Live now: Saturday Live');
    expect(liveMail?.text).toContain(`/auctions/${live.id}-saturday-live/live`);
    expect(await mailsTo(t, ben.email)).toHaveLength(2);
  });
});
