import { randomUUID } from 'node:crypto';
import { type ConsentLedgerPage, consentWording } from '@auction/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { marketingConsents, outbox } from '../../db/schema';
import { createMailSender } from '../../mail/mail-sender';
import type { MailTransport, OutgoingMail } from '../../mail/mail-transport';
import { createOutboxRepository, insertOutboxMail } from '../../mail/outbox.repository';
import { settingsDefaults } from '../settings/settings.defaults';
import { marketingFooter } from './marketing-footer';
import { unsubscribeLink } from './unsubscribe-links';

let t: TestApp;
let staffToken: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  adminToken = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
});
afterAll(() => t.close());

const ledgerOf = (userId: string) =>
  t.db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.user_id, userId))
    .orderBy(desc(marketingConsents.created_at), desc(marketingConsents.id));

async function optedIn(name: string) {
  const user = await buildUser(t, { name, email: `${randomUUID().slice(0, 8)}@ledger.example.ca` });
  await t.request({
    method: 'PUT',
    url: '/api/users/profile',
    token: await tokenFor(t, user),
    headers: { 'user-agent': 'Profile browser' },
    payload: { marketing_consent: true },
  });
  return user;
}

describe('the ledger for Staff', () => {
  it('lists entries newest first, searchable by name or address', async () => {
    const user = await optedIn('Wendell Ledgerfind');
    const answer = await t.request<ConsentLedgerPage>({
      method: 'GET',
      url: '/api/admin/marketing/consents?q=ledgerfind',
      token: staffToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.meta.total).toBe(1);
    expect(answer.body.data[0]).toMatchObject({
      user_id: user.id,
      email: user.email,
      name: 'Wendell Ledgerfind',
      granted: true,
      source: 'profile',
      wording: consentWording.profile,
      user_agent: 'Profile browser',
    });
    const bad = await t.request({
      method: 'GET',
      url: '/api/admin/marketing/consents?page=0',
      token: staffToken,
    });
    expect(bad.status).toBe(422);
  });

  it('exports CSV with formulas made plain text', async () => {
    const user = await optedIn('=HYPERLINK("x") Csvperson');
    const answer = await t.request({
      method: 'GET',
      url: '/api/admin/marketing/consents.csv?q=csvperson',
      token: adminToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.text.trim().split('\n');
    expect(lines[0]).toBe('When,E-mail,Name,Consent,How,Wording,Campaign,IP,User agent,Recorded by');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(user.email);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Csvperson"`);
    expect(lines[1]).toContain('Granted,Profile');
  });
});

describe('erasure', () => {
  it('keeps what was agreed but not whose it was, and closes the ledger with a withdrawal', async () => {
    const user = await optedIn('Erin Erasable');
    const exported = await t.request<{ marketing_consents: unknown[] }>({
      method: 'GET',
      url: `/api/admin/users/${user.id}/export`,
      token: adminToken,
    });
    expect(exported.body.marketing_consents).toMatchObject([{ granted: true, source: 'profile' }]);
    const erased = await t.request({
      method: 'POST',
      url: `/api/admin/users/${user.id}/erase`,
      token: adminToken,
      payload: { confirmation: user.email },
    });
    expect(erased.status).toBe(200);
    const ledger = await ledgerOf(user.id);
    const anonymised = `erased-${user.id}@erased.invalid`;
    expect(
      ledger.map((row) => [row.granted, row.source, row.wording, row.email, row.ip, row.user_agent]),
    ).toEqual([
      [false, 'erasure', consentWording.erasure, anonymised, null, null],
      [true, 'profile', consentWording.profile, anonymised, null, null],
    ]);
    const search = await t.request<ConsentLedgerPage>({
      method: 'GET',
      url: `/api/admin/marketing/consents?q=${encodeURIComponent(user.email)}`,
      token: staffToken,
    });
    expect(search.body.meta.total).toBe(0);
  });
});

describe('mail headers', () => {
  it("sends a queued mail's headers and footer to the transport", async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        sent.push(mail);
      },
    };
    const clock = testClock();
    const user = await buildUser(t, { marketing: true });
    const link = unsubscribeLink(t.config.publicUrl, t.config.jwtSecret, {
      userId: user.id,
      campaignId: null,
    });
    const footer = marketingFooter(settingsDefaults, link);
    const id = await insertOutboxMail(
      t.db,
      {
        to: user.email,
        subject: 'Autumn estate sale',
        text: `Viewing Saturday.\n\n${footer.text}`,
        html: `<p>Viewing Saturday.</p>${footer.html}`,
        headers: link.headers,
      },
      'queued',
      clock(),
    );
    const [stored] = await t.db.select().from(outbox).where(eq(outbox.id, id));
    expect(stored?.headers).toEqual(link.headers);
    const sender = createMailSender({
      outbox: createOutboxRepository(t.db),
      transport,
      links: { fill: async (mail) => mail },
      from: 'Harbourside Auctions <no-reply@harbourside.example>',
      clock,
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
    });
    await sender.deliver(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': `<${t.config.publicUrl}/api/marketing/unsubscribe?token=${link.pageUrl.split('token=')[1]}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent[0]?.text).toContain(link.pageUrl);

    // nodemailer writes them into the message a mail program reads.
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await stream.sendMail(sent[0] ?? {});
    // A long header is folded onto the next line; unfolded, it is the one stored.
    const raw = String(info.message).replace(/\r\n[ \t]+/g, ' ');
    expect(raw).toContain(`List-Unsubscribe: ${link.headers['List-Unsubscribe']}`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
