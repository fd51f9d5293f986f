import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { OutboxAttachmentColumn } from '../db/schema';
import { createRepeatingPass } from '../jobs/repeating-pass';
import type { LinkFiller } from './link-filler';
import type { MailAttachment, MailTransport } from './mail-transport';
import type { OutboxRepository } from './outbox.repository';

export const maxMailAttempts = 5;
const retryBaseMs = 30_000;
const holdMs = 120_000;

/**
 * Sends queued outbox mail over SMTP. A failed attempt is retried later with a growing delay;
 * after `maxMailAttempts` the mail is marked failed and stays readable in the outbox. Access links
 * are made as the mail goes out and live only in the mail sent, never in the outbox.
 */
export function createMailSender(deps: {
  outbox: OutboxRepository;
  transport: MailTransport;
  links: LinkFiller;
  from: string;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Makes the documents a stored mail names (an invoice's PDF) as it is sent. */
  attachments?: (list: OutboxAttachmentColumn[]) => Promise<MailAttachment[]>;
}) {
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string): Promise<void> {
    const mail = await deps.outbox.claim(id, deps.clock(), holdMs);
    if (!mail) return;
    try {
      const { text, html } = await deps.links.fill({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      const attachments =
        mail.attachments && mail.attachments.length > 0 && deps.attachments
          ? await deps.attachments(mail.attachments)
          : [];
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to,
        ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        subject: mail.subject,
        text,
        html,
        ...(attachments.length > 0 ? { attachments } : {}),
        ...(mail.headers && Object.keys(mail.headers).length > 0 ? { headers: mail.headers } : {}),
      });
      await deps.outbox.markSent(mail.id, deps.clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt =
        mail.attempts < maxMailAttempts
          ? new Date(deps.clock().getTime() + retryBaseMs * 2 ** (mail.attempts - 1))
          : null;
      deps.log.warn({ mailId: mail.id, attempt: mail.attempts, error: message }, 'sending a mail failed');
      await deps.outbox.markAttemptFailed(mail.id, message, retryAt);
    }
  }

  async function runOnce(): Promise<void> {
    const ids = await deps.outbox.dueIds(deps.clock(), 20);
    for (const id of ids) await deliver(id);
  }

  const passes = createRepeatingPass({
    what: 'the mail sender',
    pass: runOnce,
    defaultIntervalMs: 15_000,
    log: deps.log,
  });

  /** Sends without holding up the caller; `stop()` waits for it. */
  function deliverSoon(id: string): void {
    const attempt = deliver(id)
      .catch((error: unknown) => deps.log.error({ err: error }, 'mail delivery failed'))
      .finally(() => inFlight.delete(attempt));
    inFlight.add(attempt);
  }

  return {
    deliver,
    deliverSoon,
    runOnce,
    start: passes.start,
    async stop() {
      await passes.stop();
      await Promise.all([...inFlight]);
    },
  };
}
export type MailSender = ReturnType<typeof createMailSender>;
