import { z } from 'zod';
import { isoDateTimeSchema } from './fields';
import { listQuerySchema } from './list-query';
import { pageOf } from './pagination';
import { roleSchema } from './roles';
import { addressSchema } from './users';

/**
 * User administration (issue 12, Admin only; decision 0044):
 *   GET  /api/admin/users?q=&role=&verified=&flagged=&status=&sort=&order=&page=&per_page=
 *                                                          -> page of AdminUserListItem
 *   GET  /api/admin/users/:id                               -> AdminUserDetail
 *   PUT  /api/admin/users/:id/roles      { roles }          -> AdminUserDetail (Admin and Staff only)
 *   POST /api/admin/users/:id/disable    { reason }         -> AdminUserDetail (every token ends)
 *   POST /api/admin/users/:id/enable                        -> AdminUserDetail
 *   POST /api/admin/users/:id/password-reset                -> { message } (the link goes by e-mail)
 *   POST /api/admin/users/:id/verify-email { reason }       -> AdminUserDetail
 *   GET  /api/admin/users/:id/export                        -> JSON file of what the house holds
 *   POST /api/admin/users/:id/erase      { confirmation }   -> AdminUserDetail (anonymised)
 */
export const adminUserStatuses = ['active', 'disabled', 'erased'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];
export const adminUserStatusLabels: Record<AdminUserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  erased: 'Erased',
};

/** The roles an Admin gives and takes here; Bidder is everyone's, Consignor follows a consignor record. */
export const staffRoleNames = ['Admin', 'Staff'] as const;

const yesNo = (label: string) => z.enum(['yes', 'no'], { error: `${label} is yes or no.` }).optional();

export const adminUserSorts = ['name', 'email', 'created_at'] as const;
export const adminUserListQuerySchema = listQuerySchema(adminUserSorts, {
  sort: 'created_at',
  order: 'desc',
}).extend({
  role: z.enum(roleSchema.options, { error: 'Not a role.' }).optional(),
  verified: yesNo('Verified'),
  flagged: yesNo('Flagged'),
  status: z.enum(adminUserStatuses, { error: 'The status is active, disabled or erased.' }).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  email_verified_at: isoDateTimeSchema.nullable(),
  /** Open non-payment flags: a flagged bidder cannot register for new auctions. */
  open_flags: z.number().int(),
  status: z.enum(adminUserStatuses),
  /** Since when the account is disabled or was erased (decision 0051); null when it is not. */
  disabled_at: isoDateTimeSchema.nullable(),
  erased_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;
export const adminUserPageSchema = pageOf(adminUserListItemSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserDetailSchema = adminUserListItemSchema.extend({
  first_name: z.string(),
  address: addressSchema,
  marketing_consent: z.boolean(),
  terms_accepted_at: isoDateTimeSchema.nullable(),
  updated_at: isoDateTimeSchema,
  consignor: z.object({ id: z.uuid(), number: z.number().int(), name: z.string() }).nullable(),
  flags: z.array(
    z.object({
      id: z.uuid(),
      invoice_id: z.uuid(),
      invoice_number: z.string().nullable(),
      reason: z.string(),
      flagged_at: isoDateTimeSchema,
      cleared_at: isoDateTimeSchema.nullable(),
    }),
  ),
  registrations: z.array(
    z.object({
      id: z.uuid(),
      auction_id: z.uuid(),
      auction_title: z.string(),
      paddle_number: z.number().int(),
      kind: z.string(),
      status: z.string(),
      created_at: isoDateTimeSchema,
    }),
  ),
  /** The latest 25 bids. */
  bids: z.array(
    z.object({
      id: z.uuid(),
      lot_id: z.uuid(),
      lot_number: z.string(),
      lot_title: z.string(),
      auction_id: z.uuid(),
      auction_title: z.string(),
      amount_cents: z.number().int(),
      kind: z.string(),
      created_at: isoDateTimeSchema,
    }),
  ),
  invoices: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      status: z.string(),
      auction_title: z.string().nullable(),
      total_cents: z.number().int(),
      paid_cents: z.number().int(),
      created_at: isoDateTimeSchema,
    }),
  ),
  /** The latest 50 audit entries about the account (not the mails sent to it). */
  audit: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      actor_name: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      created_at: isoDateTimeSchema,
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserRolesBodySchema = z.object({
  roles: z
    .array(z.enum(staffRoleNames, { error: 'Only the Admin and Staff roles are given here.' }), {
      error: 'Choose the roles as a list.',
    })
    .max(2),
});
export type AdminUserRolesBody = z.infer<typeof adminUserRolesBodySchema>;

const reasonSchema = z
  .string({ error: 'Give a reason.' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'The reason may not be longer than 500 characters.');

export const adminUserReasonBodySchema = z.object({ reason: reasonSchema });
export type AdminUserReasonBody = z.infer<typeof adminUserReasonBodySchema>;

export const adminUserEraseBodySchema = z.object({
  confirmation: z
    .string({ error: 'Type the e-mail address of the account to confirm.' })
    .trim()
    .min(1, 'Type the e-mail address of the account to confirm.')
    .max(320),
});
export type AdminUserEraseBody = z.infer<typeof adminUserEraseBodySchema>;

/** Words of the audit trail, by action; an action not listed shows as it is stored. */
export const adminUserActionLabels: Record<string, string> = {
  'user.registered': 'Registered',
  'user.email_verified': 'E-mail confirmed',
  'user.password_reset': 'Password reset',
  'user.login_throttled': 'Sign-ins slowed after failures',
  'user.password_changed': 'Password changed',
  'user.marketing_consent_changed': 'Marketing consent changed',
  'user.roles_changed': 'Roles changed',
  'user.disabled': 'Disabled',
  'user.enabled': 'Enabled',
  'user.reset_link_sent': 'Reset link sent',
  'user.email_marked_verified': 'E-mail marked verified',
  'user.exported': 'Data exported',
  'user.erased': 'Erased',
};
