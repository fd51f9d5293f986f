import {
  type AdminOverview,
  adminAreaRoles,
  type OutboxMail,
  type PageQuery,
  type Role,
  roleNames,
} from '@auction/contracts';
import type { OutboxRow } from '../../db/schema';
import type { OutboxRepository } from '../../mail/outbox.repository';
import { redactAccessLinks } from '../auth/access-links';
import { rolesOf } from '../users/user-json';
import type { AdminRepository } from './admin.repository';

/**
 * A link in a mail to a Staff member or an Admin would let the reader act as them: only the
 * recipient may see it. Bidders' links stay readable while there is no SMTP (the demo's way in).
 */
function toOutboxJson(
  row: OutboxRow & { recipient_roles: string[] | null },
  viewerEmail: string,
): OutboxMail {
  const forStaff = (row.recipient_roles ?? []).some((role) => adminAreaRoles.includes(role as Role));
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: forStaff && row.to !== viewerEmail ? redactAccessLinks(row.text) : row.text,
    status: row.status,
    created_at: row.created_at.toISOString(),
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

export function createAdminService(deps: { admin: AdminRepository; outbox: OutboxRepository }) {
  return {
    async overview(): Promise<AdminOverview> {
      const [counts, roles, recent, outbox] = await Promise.all([
        deps.admin.userCounts(),
        deps.admin.roleCounts(),
        deps.admin.recentUsers(10),
        deps.outbox.countsByStatus(),
      ]);
      const byRole = Object.fromEntries(roleNames.map((role) => [role, 0])) as Record<Role, number>;
      for (const { role, count } of roles) if (role in byRole) byRole[role as Role] = count;
      return {
        users: {
          total: counts.total,
          verified: counts.verified,
          marketing_opt_in: counts.marketing,
          by_role: byRole,
        },
        recent_users: recent.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          roles: rolesOf(row),
          email_verified_at: row.email_verified_at?.toISOString() ?? null,
          created_at: row.created_at.toISOString(),
        })),
        outbox,
      };
    },

    async outbox(query: PageQuery, viewerEmail: string) {
      const { rows, total } = await deps.outbox.page(query.page, query.per_page);
      return {
        data: rows.map((row) => toOutboxJson(row, viewerEmail)),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
