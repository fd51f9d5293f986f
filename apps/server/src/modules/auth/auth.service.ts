import {
  consentWording,
  type LoginResponse,
  type RegisterResponse,
  type registerBodySchema,
} from '@auction/contracts';
import { firstWordOf } from '@auction/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import { AppError, fieldError, RetryLaterError } from '../../errors';
import type { BackgroundWork } from '../../jobs/background-work';
import type { AuditRepository } from '../../platform/audit.repository';
import type { MarketingConsentService } from '../marketing-consent/marketing-consent.service';
import { toUserJson } from '../users/user-json';
import type { UsersRepository } from '../users/users.repository';
import { accountDisabledMessage, isDisabled, unlockedHash } from './account-lock';
import type { SignedInUser } from './authenticator';
import type { EmailLinks } from './email-links';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { RevokedTokensRepository } from './revoked-tokens.repository';
import type { Sessions } from './sessions';
import type { TokenService } from './tokens';

export const authMessages = {
  // The same words whether the address was new or taken: the mail says which it was.
  registered:
    'Thank you. We have sent a message to that e-mail address: follow the link in it to confirm the address, then sign in.',
  loggedOut: 'You have been signed out.',
  resetRequested:
    'If an account exists for that e-mail address, we have sent a link to reset the password. The link is valid for 30 minutes.',
  passwordReset: 'Your password has been reset. You can now sign in with the new password.',
  emailVerified: 'Your e-mail address has been confirmed.',
  verificationSent: 'If that e-mail address still needs confirming, a new verification link is on its way.',
  resetTokenInvalid: 'The reset link is invalid or has expired.',
  verifyTokenInvalid: 'The verification link is invalid or has expired.',
  loginThrottled: (seconds: number) =>
    `Too many failed sign-ins from here. Please wait ${waitText(seconds)} and try again, or reset your password.`,
} as const;

function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export function createAuthService(deps: {
  users: UsersRepository;
  revoked: RevokedTokensRepository;
  tokens: TokenService;
  links: EmailLinks;
  audit: AuditRepository;
  clock: Clock;
  /** Tells the open sockets of a logged-out or reset session on every instance. */
  sessions: Pick<Sessions, 'ended'>;
  /** Work done after the answer, so the answer does not tell a known address from an unknown one. */
  background: Pick<BackgroundWork, 'run'>;
  throttle: LoginThrottle;
  /** The sign-up form's answer on marketing mail goes into the consent ledger (decision 0049). */
  consent: Pick<MarketingConsentService, 'record'>;
}) {
  const { users, audit, clock } = deps;

  return {
    /** Unknown e-mails cost a hash and count failures like known ones, so neither tells them apart. */
    async login(email: string, password: string, ip: string): Promise<LoginResponse> {
      const wait = await deps.throttle.wait(email, ip);
      const user = await users.findByEmail(email);
      if (wait.ms > 0) {
        const seconds = Math.ceil(wait.ms / 1000);
        await audit.record({
          actorId: null,
          action: 'user.login_throttled',
          entity: 'user',
          entityId: user?.id ?? null,
          after: { email, failures: wait.failures, retry_after_seconds: seconds },
          ip,
        });
        throw new RetryLaterError(authMessages.loginThrottled(seconds), seconds);
      }
      const valid = user
        ? await verifyPassword(unlockedHash(user.password_hash), password)
        : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await deps.throttle.failed(email, ip);
        throw new AppError('INVALID_CREDENTIALS');
      }
      // Only the right password learns that the account is disabled (decision 0044).
      if (isDisabled(user)) throw new AppError('FORBIDDEN', accountDisabledMessage);
      await deps.throttle.signedIn(email, ip);
      const { token } = await deps.tokens.issue(user);
      await users.update(user.id, { last_signed_in_at: clock() });
      return { token, user: toUserJson(user), first_sign_in: user.last_signed_in_at === null };
    },

    async register(
      body: z.infer<typeof registerBodySchema>,
      ip: string,
      userAgent: string | null = null,
    ): Promise<RegisterResponse> {
      const now = clock();
      const created = await users.insert({
        email: body.email,
        name: body.name,
        first_name: firstWordOf(body.name),
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        roles: ['Bidder'],
        terms_accepted_at: now,
        // The answer is set by the consent ledger below, with its evidence.
        marketing_consent: false,
        marketing_consent_at: null,
      });
      if (!created) {
        // A taken address gets the answer a new one gets; only its owner learns of the attempt.
        const owner = await users.findByEmail(body.email);
        if (owner) await deps.links.sendRegistrationAttempt(owner);
        return { message: authMessages.registered };
      }
      await deps.consent.record({
        userId: created.id,
        granted: body.marketing_consent,
        source: 'sign_up_form',
        wording: consentWording.signUp,
        ip,
        userAgent,
      });
      await audit.record({
        actorId: created.id,
        action: 'user.registered',
        entity: 'user',
        entityId: created.id,
        after: { email: created.email, roles: created.roles, marketing_consent: body.marketing_consent },
        ip,
      });
      await deps.links.sendVerification(created);
      return { message: authMessages.registered };
    },

    async logout(user: SignedInUser): Promise<string> {
      await deps.revoked.revoke(user.claims.jti, new Date(user.claims.exp * 1000));
      await deps.sessions.ended(user.id, { jti: user.claims.jti });
      await deps.revoked.purgeExpired(clock());
      return authMessages.loggedOut;
    },

    async forgotPassword(email: string): Promise<string> {
      deps.background.run('a password reset mail', async () => {
        const user = await users.findByEmail(email);
        if (user && !isDisabled(user) && user.erased_at === null) await deps.links.sendPasswordReset(user);
      });
      return authMessages.resetRequested;
    },

    async resetPassword(token: string, password: string, ip: string): Promise<string> {
      const userId = await deps.links.consume(token, 'reset_password');
      if (!userId) throw fieldError('TOKEN_INVALID', 'token', authMessages.resetTokenInvalid);
      const before = await users.findById(userId);
      if (!before || isDisabled(before) || before.erased_at !== null) {
        throw fieldError('TOKEN_INVALID', 'token', authMessages.resetTokenInvalid);
      }
      // The link arrived by e-mail, which proves the address as well.
      const verified = before.email_verified_at ?? clock();
      const after = await users.replacePassword(userId, await hashPassword(password), {
        email_verified_at: verified,
      });
      if (after) await deps.sessions.ended(userId, { token_version: after.token_version });
      await deps.links.invalidateResets(userId);
      // The reset proves the owner: failed sign-ins from any address stop holding them back.
      await deps.throttle.passwordReset(before.email);
      await audit.record({
        actorId: userId,
        action: 'user.password_reset',
        entity: 'user',
        entityId: userId,
        ip,
      });
      return authMessages.passwordReset;
    },

    async verifyEmail(token: string, ip: string): Promise<string> {
      const userId = await deps.links.consume(token, 'verify_email');
      if (!userId) throw fieldError('TOKEN_INVALID', 'token', authMessages.verifyTokenInvalid);
      const before = await users.findById(userId);
      if (!before) throw fieldError('TOKEN_INVALID', 'token', authMessages.verifyTokenInvalid);
      if (!before.email_verified_at) {
        const after = await users.update(userId, { email_verified_at: clock() });
        await audit.record({
          actorId: userId,
          action: 'user.email_verified',
          entity: 'user',
          entityId: userId,
          before: { email_verified_at: null },
          after: { email_verified_at: after?.email_verified_at?.toISOString() ?? null },
          ip,
        });
      }
      return authMessages.emailVerified;
    },

    /**
     * Signed in: to that user. Signed out: by e-mail, with the same answer in the same time whether
     * it is known (the look-up happens after the answer).
     */
    async resendVerification(user: SignedInUser | null, email: string | undefined): Promise<string> {
      if (user) {
        if (!user.row.email_verified_at) await deps.links.sendVerification(user.row);
        return authMessages.verificationSent;
      }
      if (!email) throw fieldError('VALIDATION_FAILED', 'email', 'The e-mail address is required.');
      deps.background.run('a verification mail', async () => {
        const target = await users.findByEmail(email);
        if (target && !target.email_verified_at) await deps.links.sendVerification(target);
      });
      return authMessages.verificationSent;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
