import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { RuntimeConfig } from '../config';
import type { Database } from '../db/database';
import type { OutboxAttachmentColumn } from '../db/schema';
import { createBackgroundWork } from '../jobs/background-work';
import { createMailService } from '../mail/mail.service';
import { createMailSender, type MailSender } from '../mail/mail-sender';
import type { MailAttachment, MailTransport } from '../mail/mail-transport';
import { createOutboxRepository } from '../mail/outbox.repository';
import { createAccessLinks } from '../modules/auth/access-links';
import { createAuthenticator, createSessionCheck } from '../modules/auth/authenticator';
import { createEmailLinks } from '../modules/auth/email-links';
import { createOneTimeTokensRepository } from '../modules/auth/one-time-tokens.repository';
import { createRevokedTokensRepository } from '../modules/auth/revoked-tokens.repository';
import { createSessions } from '../modules/auth/sessions';
import { createTokenService } from '../modules/auth/tokens';
import type { ShutdownState } from '../modules/health/shutdown';
import { mediaStoreFor } from '../modules/media/media-store-for';
import type { HouseMetrics } from '../modules/metrics/house-metrics';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { createSettingsService } from '../modules/settings/settings.service';
import { createUsersRepository } from '../modules/users/users.repository';
import { createAuditRepository } from '../platform/audit.repository';
import type { Hub } from '../realtime/hub';

/** Turns an outbox row's attachment references into files (an invoice's PDF, a statement's). */
export type AttachmentSource = (list: readonly OutboxAttachmentColumn[]) => Promise<MailAttachment[]>;

/**
 * What every area may be handed: the database, the clock, the settings, the hub, the mail outbox,
 * the media store, the audit log, the log, the metrics, background work, who is signed in and
 * whether the instance is stopping. Built once by the root; areas name the pieces they need.
 */
export function buildPlatform(input: {
  config: RuntimeConfig;
  db: Database;
  log: FastifyBaseLogger;
  clock: Clock;
  hub: Hub;
  mailTransport: MailTransport | null;
  metrics: HouseMetrics;
  shutdown: ShutdownState;
}) {
  const { config, db, log, clock, hub, metrics, shutdown } = input;
  const users = createUsersRepository(db);
  const audit = createAuditRepository(db);
  const revoked = createRevokedTokensRepository(db);
  const outbox = createOutboxRepository(db);
  const tokens = createTokenService({ secret: config.jwtSecret, ttlSeconds: config.tokenTtlSeconds, clock });
  const current = createSessionCheck({ users, revoked, clock });
  const sessions = createSessions({ hub, current, clock });
  const settingsRepository = createSettingsRepository(db);
  const settings = createSettingsService({ settings: settingsRepository, audit });
  const oneTimeTokens = createOneTimeTokensRepository(db);
  const accessLinks = createAccessLinks({ tokens: oneTimeTokens, users, publicUrl: config.publicUrl, clock });
  // Areas that attach files to their mails add their source when they are built.
  const attachmentSources: AttachmentSource[] = [];
  const mailSender: MailSender | null = input.mailTransport
    ? createMailSender({
        outbox,
        transport: input.mailTransport,
        links: accessLinks,
        from: config.mailFrom,
        clock,
        log,
        attachments: async (list) =>
          (await Promise.all(attachmentSources.map((source) => source(list)))).flat(),
      })
    : null;
  const mail = createMailService({ outbox, sender: mailSender, links: accessLinks, log, clock });
  const links = createEmailLinks({
    tokens: oneTimeTokens,
    mail,
    settings,
    publicUrl: config.publicUrl,
    clock,
  });
  return {
    config,
    db,
    log,
    clock,
    hub,
    metrics,
    shutdown,
    publicUrl: config.publicUrl,
    users,
    revoked,
    audit,
    outbox,
    tokens,
    sessions,
    authenticate: createAuthenticator({ tokens, current }),
    settings,
    settingsRepository,
    siteName: async () => (await settings.get()).site_name,
    mail,
    mailSender,
    attachmentSources,
    links,
    background: createBackgroundWork(log),
    media: mediaStoreFor(config),
  };
}
export type Platform = ReturnType<typeof buildPlatform>;
