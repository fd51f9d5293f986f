import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { LinkFiller } from './link-filler';
import type { MailSender } from './mail-sender';
import {
  insertOutboxMail,
  insertOutboxMails,
  type NewMail,
  type OutboxRepository,
} from './outbox.repository';

/** A mail stored inside a transaction; `afterCommit` hands it on once that transaction committed. */
export interface PendingMail {
  id: string;
  mail: NewMail;
}

/**
 * Every mail lands in the outbox first. With SMTP it is queued with its access links left as
 * placeholders, which the sender fills as it sends; without SMTP the links are filled at once and
 * the mail is stored and written to the log, so they can still be followed.
 */
export function createMailService(deps: {
  outbox: OutboxRepository;
  sender: MailSender | null;
  links: LinkFiller;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  function logStored(id: string, mail: NewMail) {
    deps.log.info(
      { mailId: id, to: mail.to, subject: mail.subject },
      `E-mail kept in the outbox (no SMTP_URL):\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
  }

  return {
    /**
     * Stores the mail in the caller's transaction: it is never lost once that commits, and never
     * sent if it rolls back. Call `afterCommit` with the answer after the commit. For mails without
     * access links (outbid notices): their placeholders would be stored unfilled without SMTP.
     */
    async queueInTransaction(
      tx: Parameters<typeof insertOutboxMail>[0],
      mail: NewMail,
    ): Promise<PendingMail> {
      const id = await insertOutboxMail(tx, mail, deps.sender ? 'queued' : 'stored', deps.clock());
      return { id, mail };
    },

    /** `queueInTransaction` for several mails, in one statement; the answers are in the mails' order. */
    async queueAllInTransaction(
      tx: Parameters<typeof insertOutboxMails>[0],
      mails: readonly NewMail[],
    ): Promise<PendingMail[]> {
      const ids = await insertOutboxMails(tx, mails, deps.sender ? 'queued' : 'stored', deps.clock());
      return mails.map((mail, index) => ({ id: ids[index] ?? '', mail }));
    },

    /** Sends (or logs) a mail stored by `queueInTransaction`; the sender job would pick it up anyway. */
    afterCommit(pending: PendingMail): void {
      if (deps.sender) deps.sender.deliverSoon(pending.id);
      else logStored(pending.id, pending.mail);
    },

    async send(mail: NewMail): Promise<void> {
      if (!deps.sender) {
        const filled = await deps.links.fill(mail);
        const row = await deps.outbox.insert(filled, 'stored', deps.clock());
        logStored(row.id, filled);
        return;
      }
      const row = await deps.outbox.insert(mail, 'queued', deps.clock());
      // Sending does not hold up the request; a failure is retried by the sender job.
      deps.sender.deliverSoon(row.id);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
