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
