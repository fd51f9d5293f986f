import { type AdminUserDetail, type AdminUserRolesBody, roleNames, staffRoleNames } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import { unlockedHash } from '../auth/account-lock';
import type { EmailLinks } from '../auth/email-links';
import type { Sessions } from '../auth/sessions';
import { rolesOf } from '../users/user-json';
import {
  type AdminActor,
  anotherAdminRemains,
  auditUser,
  lockLiveUser,
  adminUserMessages as messages,
} from './admin-user-changes';
import { adminUserDetail } from './admin-user-queries';
import { createAdminUsersRepository } from './admin-users.repository';
import { statusOf } from './user-status';

/**
 * What an Admin does to an account (decision 0044): roles, disable and enable, a reset link and a
 * verified mark. Each change locks the row, is audited in the same transaction, and a change that
 * ends sessions announces it (the hub closes open sockets) only after the commit.
 */
export function createAdminUsersService(deps: {
  db: Database;
  clock: Clock;
  sessions: Pick<Sessions, 'ended'>;
  links: Pick<EmailLinks, 'sendPasswordReset' | 'invalidateResets'>;
}) {
  const { db } = deps;
  const accounts = createAdminUsersRepository(db);

  async function detail(id: string): Promise<AdminUserDetail> {
    const row = await accounts.byId(id);
    if (!row) throw new AppError('NOT_FOUND', messages.notFound);
    return adminUserDetail(db, row);
  }

  return {
    detail,

    async setRoles(id: string, body: AdminUserRolesBody, actor: AdminActor): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const row = await lockLiveUser(tx, id);
        const before = rolesOf(row);
        const kept = before.filter((role) => !(staffRoleNames as readonly string[]).includes(role));
        const after = roleNames.filter((role) => kept.includes(role) || body.roles.some((r) => r === role));
        const losesAdmin = before.includes('Admin') && !after.includes('Admin');
        if (losesAdmin && id === actor.id) throw new AppError('CONFLICT', messages.ownAdminRole);
        if (losesAdmin && !(await anotherAdminRemains(tx, id))) {
          throw new AppError('CONFLICT', messages.lastAdmin);
        }
        if (before.join() === after.join()) return;
        await accounts.setRoles(tx, id, after);
        await auditUser(tx, actor, 'user.roles_changed', id, {
          before: { roles: before },
          after: { roles: after },
        });
      });
      return detail(id);
    },

    /** Marks the account disabled and bumps the token version: every token of the user dies at once. */
    async disable(id: string, reason: string, actor: AdminActor): Promise<AdminUserDetail> {
      if (id === actor.id) throw new AppError('CONFLICT', messages.disableSelf);
      const ended = await db.transaction(async (tx) => {
        const row = await lockLiveUser(tx, id);
        if (statusOf(row) === 'disabled') return null;
        const tokenVersion = await accounts.disable(tx, id, deps.clock());
        await auditUser(tx, actor, 'user.disabled', id, {
          before: { status: 'active' },
          after: { status: 'disabled', reason },
        });
        return tokenVersion;
      });
      if (ended !== null) {
        await deps.sessions.ended(id, { token_version: ended });
        await deps.links.invalidateResets(id);
      }
      return detail(id);
    },

    async enable(id: string, actor: AdminActor): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const row = await lockLiveUser(tx, id);
        if (statusOf(row) === 'active') return;
        // A row disabled before the column may still carry the old lock mark on its hash.
        await accounts.enable(tx, id, unlockedHash(row.password_hash));
        await auditUser(tx, actor, 'user.enabled', id, {
          before: { status: 'disabled' },
          after: { status: 'active' },
        });
      });
      return detail(id);
    },

    /** The forgot-password mail, queued in the outbox: the link is made as it is sent, never shown. */
    async sendResetLink(id: string, actor: AdminActor): Promise<string> {
      const row = await db.transaction(async (tx) => {
        const locked = await lockLiveUser(tx, id);
        if (statusOf(locked) === 'disabled') throw new AppError('CONFLICT', messages.resetDisabled);
        await auditUser(tx, actor, 'user.reset_link_sent', id, {});
        return locked;
      });
      await deps.links.sendPasswordReset(row);
      return messages.resetSent(row.email);
    },

    async markVerified(id: string, reason: string, actor: AdminActor): Promise<AdminUserDetail> {
      await db.transaction(async (tx) => {
        const row = await lockLiveUser(tx, id);
        if (row.email_verified_at) throw new AppError('CONFLICT', messages.alreadyVerified);
        const now = deps.clock();
        await accounts.markVerified(tx, id, now);
        await auditUser(tx, actor, 'user.email_marked_verified', id, {
          before: { email_verified_at: null },
          after: { email_verified_at: now.toISOString(), reason },
        });
      });
      return detail(id);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
