import type { Clock } from '../../clock';
import type { OneTimeTokenPurpose } from '../../db/schema';
import type { LinkFiller } from '../../mail/link-filler';
import type { UsersRepository } from '../users/users.repository';
import type { OneTimeTokensRepository } from './one-time-tokens.repository';

const linkRules: Record<
  OneTimeTokenPurpose,
  { ttlMs: number; path: (token: string) => string; what: string }
> = {
  verify_email: {
    ttlMs: 48 * 3600_000,
    path: (token) => `/verify-email?token=${token}`,
    what: 'confirm the e-mail address',
  },
  reset_password: {
    ttlMs: 30 * 60_000,
    path: (token) => `/reset-password/${token}`,
    what: 'reset the password',
  },
};

/**
 * What a mail template writes where a link that grants access goes. The token behind it is made
 * only when the mail is handed over (stored in outbox-only mode, or sent over SMTP), so a queued
 * mail holds no secret.
 */
export function accessLinkPlaceholder(purpose: OneTimeTokenPurpose): string {
  return `[link to ${linkRules[purpose].what}: sent by e-mail only]`;
}

/** Any link that grants access, whatever address the site had when the mail was written. */
const accessLinkPattern = /https?:\/\/\S+?\/(?:reset-password\/|verify-email\?token=)[\w-]+/g;

/** Replaces the access links of a mail's text with a mark, for readers other than its recipient. */
export function redactAccessLinks(text: string): string {
  return text.replace(accessLinkPattern, '[link hidden]');
}

/** Makes the single-use links a mail's placeholders stand for, for the account it goes to. */
export function createAccessLinks(deps: {
  tokens: OneTimeTokensRepository;
  users: UsersRepository;
  publicUrl: string;
  clock: Clock;
}): LinkFiller {
  async function mint(userId: string, purpose: OneTimeTokenPurpose): Promise<string> {
    const now = deps.clock();
    // A newer reset link replaces older ones: the unused ones stop working.
    if (purpose === 'reset_password') await deps.tokens.invalidateUnused(userId, purpose, now);
    const token = await deps.tokens.create(
      userId,
      purpose,
      new Date(now.getTime() + linkRules[purpose].ttlMs),
    );
    return `${deps.publicUrl}${linkRules[purpose].path(token)}`;
  }

  return {
    async fill(mail) {
      const purposes = (Object.keys(linkRules) as OneTimeTokenPurpose[]).filter((purpose) =>
        mail.text.includes(accessLinkPlaceholder(purpose)),
      );
      if (purposes.length === 0) return mail;
      const user = await deps.users.findByEmail(mail.to);
      if (!user) throw new Error('No account has this address any more.');
      let { text, html } = mail;
      for (const purpose of purposes) {
        const link = await mint(user.id, purpose);
        text = text.replaceAll(accessLinkPlaceholder(purpose), link);
        html = html.replaceAll(accessLinkPlaceholder(purpose), link);
      }
      return { ...mail, text, html };
    },
  };
}
