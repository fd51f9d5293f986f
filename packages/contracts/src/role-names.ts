// Without zod, so a bundle that needs only the role lists (the web app's first paint) leaves zod out.

export const roleNames = ['Admin', 'Staff', 'Bidder', 'Consignor'] as const;
export type Role = (typeof roleNames)[number];

/** Roles that reach the /admin area (spec section 6). */
export const adminAreaRoles: readonly Role[] = ['Admin', 'Staff'];
/** Roles that reach Users, Settings and Backups. */
export const superAdminRoles: readonly Role[] = ['Admin'];
