import { z } from 'zod';

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categorySlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'Not a valid category.'),
});

export const categoryBodySchema = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(2, 'The name must be at least 2 characters.')
    .max(60, 'The name may not be longer than 60 characters.'),
  slug: z
    .string()
    .trim()
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'The web address may have lower-case letters, digits and dashes only.',
    )
    .max(80, 'The web address may not be longer than 80 characters.')
    .optional(),
  image: z.string().max(500).nullable().default(null),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
