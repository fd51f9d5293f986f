import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../test/test-app';
import { outbox } from '../db/schema';
import type { LinkFiller } from './link-filler';
import { createMailService } from './mail.service';
import { createMailSender, maxMailAttempts } from './mail-sender';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { createOutboxRepository } from './outbox.repository';

const sent: OutgoingMail[] = [];
let failing = false;
const transport: MailTransport = {
  async sendMail(mail) {
    if (failing) throw new Error('connection refused');
    sent.push(mail);
  },
};
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { mailTransport: transport, clock, startJobs: false } });
});
afterAll(() => t.close());

/** The mails these tests write by hand carry no access links. */
const links: LinkFiller = { fill: async (mail) => mail };
const silentLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('mail over SMTP', () => {
  it('queues the mail and sends it right away', async () => {
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nobody@example.ca' },
    });
    await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Pat', email: 'pat@example.ca', message: 'Do you ship to Moncton?' },
    });
    await vi.waitFor(async () =>
      expect((await mailsTo(t, 'info@harbourside.example'))[0]?.status).toBe('sent'),
    );
    const [row] = await mailsTo(t, 'info@harbourside.example');
    expect(row?.sent_at).toBeInstanceOf(Date);
    expect(sent.at(-1)).toMatchObject({
      from: 'Harbourside Auctions <no-reply@harbourside.example>',
      to: 'info@harbourside.example',
      replyTo: 'pat@example.ca',
    });
  });

  it('keeps the reset link out of the stored copy; the mail sent carries one that works', async () => {
    const user = await buildUser(t);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await vi.waitFor(async () => expect((await mailsTo(t, user.email))[0]?.status).toBe('sent'));
    const [row] = await mailsTo(t, user.email);
    const delivered = sent.find((mail) => mail.to === user.email);
    const token = delivered?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(delivered?.html).toContain(token);
    expect(`${row?.text}${row?.html}`).not.toContain(token);
    expect(`${row?.text}${row?.html}`).not.toMatch(/reset-password\//);
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.status).toBe(200);
  });

  it('retries a failed mail later and gives up after the last attempt', async () => {
    failing = true;
    const repo = createOutboxRepository(t.db);
    const sender = createMailSender({
      outbox: repo,
      transport,
      links,
      from: 'x@example.ca',
      clock,
      log: silentLog,
    });
    const row = await repo.insert(
      { to: 'retry@example.ca', subject: 'S', text: 'T', html: '<p>T</p>' },
      'queued',
      clock(),
    );
    await sender.runOnce();
    let [current] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(current).toMatchObject({ status: 'queued', attempts: 1, last_error: 'connection refused' });

    await sender.runOnce();
    [current] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(current?.attempts).toBe(1);

    for (let attempt = 2; attempt <= maxMailAttempts; attempt += 1) {
      clock.advance(60 * 60_000);
      await sender.runOnce();
    }
    [current] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(current).toMatchObject({ status: 'failed', attempts: maxMailAttempts });
    clock.advance(60 * 60_000);
    await sender.runOnce();
    [current] = await t.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(current?.attempts).toBe(maxMailAttempts);
    failing = false;
  });

  it('sends a mail only once when two senders race for it', async () => {
    const repo = createOutboxRepository(t.db);
    const before = sent.length;
    const row = await repo.insert(
      { to: 'race@example.ca', subject: 'S', text: 'T', html: 'T' },
      'queued',
      clock(),
    );
    const senders = [1, 2].map(() =>
      createMailSender({ outbox: repo, transport, links, from: 'x@example.ca', clock, log: silentLog }),
    );
    await Promise.all(senders.map((sender) => sender.deliver(row.id)));
    expect(sent.slice(before).filter((mail) => mail.to === 'race@example.ca')).toHaveLength(1);
  });
});

describe('mail without SMTP', () => {
  it('keeps the mail in the outbox as stored and logs it with its links', async () => {
    const log = { info: vi.fn() } as unknown as FastifyBaseLogger;
    const mail = createMailService({ outbox: createOutboxRepository(t.db), sender: null, links, log, clock });
    await mail.send({
      to: 'newcomer@example.ca',
      subject: 'Confirm',
      text: 'Open http://localhost:3000/verify-email?token=abc',
      html: '<p>x</p>',
    });
    expect((await mailsTo(t, 'newcomer@example.ca'))[0]?.status).toBe('stored');
    expect(vi.mocked(log.info).mock.calls[0]?.[1]).toContain('http://localhost:3000/verify-email?token=abc');
  });
});
