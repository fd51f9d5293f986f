import { z } from 'zod';
import { isoDateTimeSchema, newPasswordSchema, onOneLine, personNameSchema, phoneSchema } from './fields';
import { withPostalCode } from './postal-code';
import { roleSchema } from './roles';

const addressFields = {
  line1: z.string().trim().check(onOneLine).max(200),
  line2: z.string().trim().check(onOneLine).max(200),
  city: z.string().trim().check(onOneLine).max(100),
  province: z.string().trim().check(onOneLine).max(100),
  postal_code: z.string().trim().check(onOneLine).max(20),
  country: z.string().trim().check(onOneLine).max(100),
};

export const addressSchema = z.object({
  line1: addressFields.line1.default(''),
  line2: addressFields.line2.default(''),
  city: addressFields.city.default(''),
  province: addressFields.province.default(''),
  postal_code: addressFields.postal_code.default(''),
  country: addressFields.country.default('Canada'),
});
export type Address = z.infer<typeof addressSchema>;

/** An address a person types: its postal code checked and written the standard way. */
export const addressInputSchema = withPostalCode(addressSchema);

/** The user as the API shows it to that user (spec section 3: name, first_name, email, roles). */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  first_name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  phone: z.string(),
  address: addressSchema,
  email_verified_at: isoDateTimeSchema.nullable(),
  marketing_consent: z.boolean(),
  terms_accepted_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/users/profile: the fields a user edits about themselves. */
export const profileUpdateSchema = z.object({
  name: personNameSchema.optional(),
  first_name: z
    .string()
    .trim()
    .check(onOneLine)
    .max(60, 'The first name may not be longer than 60 characters.')
    .optional(),
  phone: phoneSchema.optional(),
  /** Only the given parts change (no defaults here, or a partial update would blank the rest). */
  address: withPostalCode(z.object(addressFields).partial()).optional(),
  marketing_consent: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * POST /api/users/password. Changing the password revokes every token of the user; the answer
 * carries a fresh token so the session that made the change stays signed in.
 */
export const changePasswordBodySchema = z.object({
  current_password: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(128),
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  user: userSchema,
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
