import { z } from 'zod';
import { onOneLine } from './fields';

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

/** Path segments of a stored picture: letters, digits, dots, dashes and underscores, never `..`. */
const mediaPath = /^\/media(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/;

/** A category's picture is one the house stores (decision 0087), by its path on this site. */
export const categoryImageSchema = z
  .string({ error: 'The image must be a path starting with /media/, or null for none.' })
  .trim()
  .max(500, 'The image path may not be longer than 500 characters.')
  .regex(mediaPath, 'The image must be a picture the house stores: a path starting with /media/.');

export const categoryBodySchema = z.object({
  name: z
    .string({ error: 'The name is required.' })
    .trim()
    .check(onOneLine)
    .min(2, 'The name must be at least 2 characters.')
    .max(60, 'The name may not be longer than 60 characters.'),
  slug: z
    .string()
    .trim()
    .check(onOneLine)
    .regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'The web address may have lower-case letters, digits and dashes only.',
    )
    .max(80, 'The web address may not be longer than 80 characters.')
    .optional(),
  image: categoryImageSchema.nullable().default(null),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
