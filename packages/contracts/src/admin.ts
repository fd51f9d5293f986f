import { z } from 'zod';
import { isoDateTimeSchema } from './fields';
import { roleSchema } from './roles';

/** GET /api/admin/overview (Staff, Admin): the admin dashboard's account and mail figures. */
export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    verified: z.number().int(),
    marketing_opt_in: z.number().int(),
    by_role: z.record(roleSchema, z.number().int()),
  }),
  recent_users: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      roles: z.array(roleSchema),
      email_verified_at: isoDateTimeSchema.nullable(),
      created_at: isoDateTimeSchema,
    }),
  ),
  /** `stored`: mails kept in the outbox without SMTP (readable in the admin's mail viewer). */
  outbox: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    stored: z.number().int().default(0),
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** GET /api/admin/outbox (Admin only): every mail the platform wrote, newest first; links that grant
 * access to a Staff or Admin account show only to that account's owner. */
export const outboxMailSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed', 'stored']),
  created_at: isoDateTimeSchema,
  sent_at: isoDateTimeSchema.nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
