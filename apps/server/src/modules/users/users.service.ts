import {
  type ChangePasswordResponse,
  consentWording,
  type ProfileUpdate,
  type User,
} from '@auction/contracts';
import type { Clock } from '../../clock';
import { AppError, fieldError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Sessions } from '../auth/sessions';
import type { TokenService } from '../auth/tokens';
import type { MarketingConsentService } from '../marketing-consent/marketing-consent.service';
import { toUserJson } from './user-json';
import type { UserChanges, UsersRepository } from './users.repository';

export const usersMessages = {
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  wrongPassword: 'The current password is incorrect.',
} as const;

export function createUsersService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  audit: AuditRepository;
  clock: Clock;
  /** Tells every instance that the user's other tokens died, so their open sockets hear it. */
  sessions: Pick<Sessions, 'ended'>;
  /** The profile switch goes into the consent ledger (decision 0049). */
  consent: Pick<MarketingConsentService, 'record'>;
}) {
  const { users, audit } = deps;

  async function load(userId: string) {
    const row = await users.findById(userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return row;
  }

  return {
    async profile(userId: string): Promise<User> {
      return toUserJson(await load(userId));
    },

    async updateProfile(
      userId: string,
      patch: ProfileUpdate,
      ip: string,
      userAgent: string | null = null,
    ): Promise<User> {
      const before = await load(userId);
      const changes: UserChanges = {};
      if (patch.name !== undefined) changes.name = patch.name;
      if (patch.first_name !== undefined) changes.first_name = patch.first_name;
      if (patch.phone !== undefined) changes.phone = patch.phone;
      if (patch.address !== undefined) changes.address = { ...toUserJson(before).address, ...patch.address };
      const consentChanged =
        patch.marketing_consent !== undefined && patch.marketing_consent !== before.marketing_consent;
      if (consentChanged) {
        await deps.consent.record({
          userId,
          granted: patch.marketing_consent === true,
          source: 'profile',
          wording: consentWording.profile,
          ip,
          userAgent,
        });
      }
      const after =
        Object.keys(changes).length > 0
          ? await users.update(userId, changes)
          : consentChanged
            ? await users.findById(userId)
            : before;
      if (!after) throw new AppError('UNAUTHENTICATED');
      if (consentChanged) {
        // Consent to marketing mail must be provable (Canada's anti-spam law).
        await audit.record({
          actorId: userId,
          action: 'user.marketing_consent_changed',
          entity: 'user',
          entityId: userId,
          before: { marketing_consent: before.marketing_consent },
          after: { marketing_consent: after.marketing_consent },
          ip,
        });
      }
      return toUserJson(after);
    },

    async changePassword(
      userId: string,
      current: string,
      password: string,
      ip: string,
    ): Promise<ChangePasswordResponse> {
      const before = await load(userId);
      if (!(await verifyPassword(before.password_hash, current))) {
        throw fieldError('WRONG_PASSWORD', 'current_password', usersMessages.wrongPassword);
      }
      const after = await users.replacePassword(userId, await hashPassword(password));
      if (!after) throw new AppError('UNAUTHENTICATED');
      await deps.sessions.ended(userId, { token_version: after.token_version });
      await audit.record({
        actorId: userId,
        action: 'user.password_changed',
        entity: 'user',
        entityId: userId,
        ip,
      });
      const { token } = await deps.tokens.issue(after);
      return { message: usersMessages.passwordChanged, token, user: toUserJson(after) };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
