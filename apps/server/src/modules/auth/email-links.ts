import type { Clock } from '../../clock';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema';
import type { MailService } from '../mail/mail.service';
import { resetPasswordMail, verifyEmailMail } from '../mail/mail-templates';
import type { SettingsService } from '../settings/settings.service';
import { accessLinkPlaceholder } from './access-links';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';

/**
 * The single-use links sent by e-mail: verification (48 h) and password reset (30 min). The mails
 * carry placeholders; the token is made when the mail is handed over (see `access-links.ts`).
 */
export function createEmailLinks(deps: {
  tokens: OneTimeTokensRepository;
  mail: MailService;
  settings: SettingsService;
  clock: Clock;
}) {
  return {
    async sendVerification(user: UserRow): Promise<void> {
      const { site_name } = await deps.settings.get();
      const link = accessLinkPlaceholder('verify_email');
      await deps.mail.send(verifyEmailMail({ siteName: site_name, to: user.email, name: user.name, link }));
    },

    async sendPasswordReset(user: UserRow): Promise<void> {
      const { site_name } = await deps.settings.get();
      const link = accessLinkPlaceholder('reset_password');
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
