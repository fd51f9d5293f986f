import type { Clock } from '../../clock';
import type { OneTimeTokenPurpose, UserRow } from '../../db/schema';
import type { MailService } from '../../mail/mail.service';
import { registrationAttemptMail, resetPasswordMail, verifyEmailMail } from '../../mail/mail-templates';
import type { SettingsService } from '../settings/settings.service';
import { accessLinkPlaceholder } from './access-links';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';

/**
 * Mails about getting into an account: the single-use links for verification (48 h) and password
 * reset (30 min), whose mails carry placeholders until they are handed over (see
 * `access-links.ts`), and the notice to the owner of an address someone tried to register again.
 */
export function createEmailLinks(deps: {
  tokens: OneTimeTokensRepository;
  mail: MailService;
  settings: SettingsService;
  publicUrl: string;
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

    /** Tells the owner of a taken address that someone tried to register it, with no reset link. */
    async sendRegistrationAttempt(user: UserRow): Promise<void> {
      const { site_name } = await deps.settings.get();
      await deps.mail.send(
        registrationAttemptMail({
          siteName: site_name,
          to: user.email,
          name: user.name,
          signInUrl: `${deps.publicUrl}/login`,
          forgotPasswordUrl: `${deps.publicUrl}/forgot-password`,
        }),
      );
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
