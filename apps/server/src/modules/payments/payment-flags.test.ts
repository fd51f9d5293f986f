import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { buildIssuedInvoice, invoiceRow } from '../../../test/payments/issued-invoice';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { auditLog, bidderPaymentFlags } from '../../db/schema';
import { createMailService } from '../../mail/mail.service';
import { createOutboxRepository } from '../../mail/outbox.repository';
import { createAuditRepository } from '../../platform/audit.repository';
import { createSettingsRepository } from '../settings/settings.repository';
import { createSettingsService } from '../settings/settings.service';
import { createPaymentFlagsService, flagAfterReminderDays, type PaymentFlagsService } from './payment-flags';

let t: TestApp;
const clock = testClock(new Date('2026-11-25T15:00:00Z'));
let staff: string;
/** The job's pass, run by hand as the lot-closing tests do, on the app's database and clock. */
let flags: PaymentFlagsService;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  const settings = createSettingsService({
    settings: createSettingsRepository(t.db),
    audit: createAuditRepository(t.db),
  });
  const mail = createMailService({
    outbox: createOutboxRepository(t.db),
    sender: null,
    links: { fill: async (m) => m },
    log: t.app.log,
    clock,
  });
  flags = createPaymentFlagsService({
    db: t.db,
    mail,
    settings,
    publicUrl: 'http://localhost:3000',
    clock,
    log: t.app.log,
  });
});
afterAll(() => t.close());

function register(token: string, auctionId: string) {
  return t.request({
    method: 'POST',
    url: `/api/auctions/${auctionId}/register`,
    token,
    payload: { accept_terms: true },
  });
}

describe('late payers', () => {
  it('get one reminder, are flagged days later, and cannot register until staff clear the flag', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t, { totalCents: 30_000, dueOn: '2026-11-24' });
    const onTime = await buildIssuedInvoice(t, { totalCents: 1_000, dueOn: '2026-11-25' });
    const token = await tokenFor(t, buyer);

    await flags.tick();
    await flags.tick();
    const reminders = await mailsTo(t, buyer.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe(`Reminder: invoice ${invoice.number} is past due`);
    expect(reminders[0]?.text).toContain('$300.00 is still owing');
    expect(reminders[0]?.text).toContain(`/invoices/${invoice.id}/pay`);
    expect((await invoiceRow(t, invoice.id)).reminder_sent_at).not.toBeNull();
    expect((await invoiceRow(t, onTime.invoice.id)).reminder_sent_at).toBeNull();
    expect(await mailsTo(t, onTime.buyer.email)).toEqual([]);

    clock.advance((flagAfterReminderDays - 1) * 86_400_000);
    await flags.tick();
    expect(
      await t.db.select().from(bidderPaymentFlags).where(eq(bidderPaymentFlags.invoice_id, invoice.id)),
    ).toEqual([]);
    clock.advance(86_400_000);
    await flags.tick();
    await flags.tick();
    const flagged = await t.db
      .select()
      .from(bidderPaymentFlags)
      .where(eq(bidderPaymentFlags.user_id, buyer.id));
    expect(flagged).toHaveLength(1);
    expect(await mailsTo(t, buyer.email)).toHaveLength(1);

    const next = await buildAuction(t, { slug: 'spring-estate-sale-flags' });
    const refused = await register(token, next.id);
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'You have an unpaid invoice past its due date. Please pay it or contact us before registering for a new auction.',
    ]);

    const list = await t.request<{ data: { id: string; invoice_number: string; balance_cents: number }[] }>({
      method: 'GET',
      url: '/api/admin/payment-flags',
      token: staff,
    });
    const mine = list.body.data.find((row) => row.id === flagged[0]?.id);
    expect(mine).toMatchObject({ invoice_number: invoice.number, balance_cents: 30_000 });

    const clear = (payload: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: `/api/admin/payment-flags/${flagged[0]?.id}/clear`,
        token: staff,
        payload,
      });
    const empty = await clear({ note: '  ' });
    expect(empty.body.errors).toEqual({ note: ['Say why the flag is cleared.'] });
    expect((await clear({ note: 'Paid in person, receipt 4411' })).status).toBe(200);
    expect((await clear({ note: 'Again' })).status).toBe(409);
    expect((await register(token, next.id)).status).toBe(201);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity_id, buyer.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['bidder.flag_cleared', 'bidder.flagged']);
  });

  it('neither reminds nor flags a buyer who has paid', async () => {
    const { invoice, buyer } = await buildIssuedInvoice(t, { totalCents: 2_000, dueOn: '2026-11-01' });
    const paid = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${invoice.id}/payments`,
      token: staff,
      payload: {
        method: 'cash',
        amount_cents: 2_000,
        received_on: '2026-11-20',
        idempotency_key: 'paid-before-reminder',
      },
    });
    expect(paid.status).toBe(200);
    await flags.tick();
    clock.advance(10 * 86_400_000);
    await flags.tick();
    // Only the receipt of the payment: no reminder.
    expect((await mailsTo(t, buyer.email)).map((mail) => mail.subject)).toEqual([
      `Receipt: invoice ${invoice.number} is paid`,
    ]);
    expect(
      await t.db.select().from(bidderPaymentFlags).where(eq(bidderPaymentFlags.user_id, buyer.id)),
    ).toEqual([]);
  });

  it('reminds a buyer whose sale gave 48 hours the minute the due moment passes, in the words of the invoice', async () => {
    const dueAt = new Date(clock().getTime() + 60_000);
    const dueOn = dueAt.toISOString().slice(0, 10);
    const { invoice, buyer } = await buildIssuedInvoice(t, {
      totalCents: 5_000,
      buyerTerms: {
        due_at: dueAt.toISOString(),
        due_on: dueOn,
        payment_due: { kind: 'hours', hours: 48 },
        pickup: null,
        pickup_info: '',
        shipping_offered: true,
        terms_text: '',
      },
    });
    await flags.tick();
    expect(await mailsTo(t, buyer.email)).toEqual([]);
    clock.advance(2 * 60_000);
    await flags.tick();
    const [reminder] = await mailsTo(t, buyer.email);
    expect(reminder?.subject).toBe(`Reminder: invoice ${invoice.number} is past due`);
    const time = new Intl.DateTimeFormat('en-CA', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Halifax',
    });
    expect(reminder?.text).toContain(`was due on ${dueWordsDay(dueOn)} at ${time.format(dueAt)}`);
  });
});

/** "Thursday, December 3, 2026" for a day. */
function dueWordsDay(day: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
