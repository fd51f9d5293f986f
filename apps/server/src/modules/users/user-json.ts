import { type Address, type Role, roleSchema, type User } from '@auction/contracts';
import type { UserRow } from '../../db/schema';

const emptyAddress: Address = {
  line1: '',
  line2: '',
  city: '',
  province: '',
  postal_code: '',
  country: 'Canada',
};

export function rolesOf(row: Pick<UserRow, 'roles'>): Role[] {
  return row.roles.filter((role): role is Role => roleSchema.safeParse(role).success);
}

/** The user as `userSchema` shows it: never the hash, the token version or consent times. */
export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    email: row.email,
    roles: rolesOf(row),
    phone: row.phone,
    address: { ...emptyAddress, ...(row.address ?? {}) },
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    marketing_consent: row.marketing_consent,
    terms_accepted_at: row.terms_accepted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
