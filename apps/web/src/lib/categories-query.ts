import { categorySchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from './http/client';

const categoryListSchema = z.object({ data: z.array(categorySchema) });

/** The house's categories, for the catalogue's filters and the staff forms alike. */
export const categoriesQuery = queryOptions({
  queryKey: ['public', 'categories'],
  queryFn: async () => categoryListSchema.parse((await http.get('/api/categories')).data).data,
  staleTime: 5 * 60_000,
});
