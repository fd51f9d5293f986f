import { emailSchema, newPasswordSchema, personNameSchema, phoneSchema } from '@auction/contracts';
import { z } from 'zod';

/** The registration body of the contracts, plus the confirmation the form asks for. */
export const registerFormSchema = z
  .object({
    name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    password_confirmation: z.string(),
    terms_accepted: z.boolean().refine(Boolean, 'You must accept the terms and conditions.'),
    marketing_consent: z.boolean(),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The passwords do not match.',
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;
