import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema } from './fields';
import { userSchema } from './users';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'The password is required.' }).min(1, 'The password is required.').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `first_sign_in`: the account had never signed in before ("Welcome", not "Welcome back"). */
export const loginResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  first_sign_in: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Terms acceptance is required; marketing consent is separate and optional (CASL). */
export const registerBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: phoneSchema.default(''),
  terms_accepted: z.literal(true, { error: 'You must accept the terms and conditions.' }),
  marketing_consent: z.boolean().default(false),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The same answer for a new and a taken address, so registering cannot tell whether one is known. */
export const registerResponseSchema = z.object({ message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, 'The reset link is invalid or has expired.').max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({
  token: z.string().min(1, 'The verification link is invalid or has expired.').max(200),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/** Signed in: resends to the user. Signed out: by e-mail, same answer whether known or not. */
export const resendVerificationBodySchema = z.object({ email: emailSchema.optional() });
export type ResendVerificationBody = z.infer<typeof resendVerificationBodySchema>;

/** The JWT payload. `exp` and `iat` are in seconds. */
export const tokenClaimsSchema = z.object({
  sub: z.uuid(),
  jti: z.string(),
  ver: z.number().int(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
