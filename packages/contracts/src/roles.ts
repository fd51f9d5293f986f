import { z } from 'zod';

export const roleNames = ['Admin', 'Staff', 'Bidder', 'Consignor'] as const;
export const roleSchema = z.enum(roleNames);
export type Role = z.infer<typeof roleSchema>;

/** Roles that reach the /admin area (spec section 6). */
export const adminAreaRoles: readonly Role[] = ['Admin', 'Staff'];
/** Roles that reach Users, Settings and Backups. */
export const superAdminRoles: readonly Role[] = ['Admin'];
