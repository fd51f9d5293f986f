import type { Clock } from '../../clock';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema';
import type { MailService } from '../mail/mail.service';
import { resetPasswordMail, verifyEmailMail } from '../mail/mail-templates';
import type { SettingsService } from '../settings/settings.service';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';

const verifyTtlMs = 48 * 3600_000;
const resetTtlMs = 30 * 60_000;

/** The single-use links sent by e-mail: verification (48 h) and password reset (30 min). */
export function createEmailLinks(deps: {
  tokens: OneTimeTokensRepository;
  mail: MailService;
  settings: SettingsService;
  publicUrl: string;
  clock: Clock;
}) {
  return {
    async sendVerification(user: UserRow): Promise<void> {
      const now = deps.clock();
      const token = await deps.tokens.create(user.id, 'verify_email', new Date(now.getTime() + verifyTtlMs));
      const { site_name } = await deps.settings.get();
      const link = `${deps.publicUrl}/verify-email?token=${token}`;
      await deps.mail.send(verifyEmailMail({ siteName: site_name, to: user.email, name: user.name, link }));
    },

    async sendPasswordReset(user: UserRow): Promise<void> {
      const now = deps.clock();
      await deps.tokens.invalidateUnused(user.id, 'reset_password', now);
      const token = await deps.tokens.create(user.id, 'reset_password', new Date(now.getTime() + resetTtlMs));
      const { site_name } = await deps.settings.get();
      const link = `${deps.publicUrl}/reset-password/${token}`;
      await deps.mail.send(resetPasswordMail({ siteName: site_name, to: user.email, name: user.name, link }));
    },

    consume(token: string, purpose: OneTimeTokenPurpose): Promise<string | null> {
      return deps.tokens.consume(token, purpose, deps.clock());
    },

    invalidateResets(userId: string): Promise<void> {
      return deps.tokens.invalidateUnused(userId, 'reset_password', deps.clock());
    },
  };
}
export type EmailLinks = ReturnType<typeof createEmailLinks>;
