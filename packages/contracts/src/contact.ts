import { z } from 'zod';
import { emailSchema, onOneLine, personNameSchema, phoneSchema } from './fields';

export const contactBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.default(''),
  subject: z
    .string()
    .trim()
    .check(onOneLine)
    .max(200, 'The subject may not be longer than 200 characters.')
    .default(''),
  message: z
    .string({ error: 'The message is required.' })
    .trim()
    .min(10, 'The message must be at least 10 characters.')
    .max(5000, 'The message may not be longer than 5000 characters.'),
});
export type ContactBody = z.input<typeof contactBodySchema>;
