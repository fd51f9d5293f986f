import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { MailSender } from '../../jobs/mail-sender';
import type { NewMail, OutboxRepository } from './outbox.repository';

/**
 * Every mail lands in the outbox first. With SMTP it is queued and handed to the sender at once;
 * without SMTP it is stored and written to the log, links included, so it can still be followed.
 */
export function createMailService(deps: {
  outbox: OutboxRepository;
  sender: MailSender | null;
  log: FastifyBaseLogger;
  clock: Clock;
}) {
  return {
    async send(mail: NewMail): Promise<void> {
      if (!deps.sender) {
        const row = await deps.outbox.insert(mail, 'stored', deps.clock());
        deps.log.info(
          { mailId: row.id, to: mail.to, subject: mail.subject },
          `E-mail kept in the outbox (no SMTP_URL):\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
        );
        return;
      }
      const row = await deps.outbox.insert(mail, 'queued', deps.clock());
      // Sending does not hold up the request; a failure is retried by the sender job.
      deps.sender.deliverSoon(row.id);
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
