import { type Category, categorySchema } from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../../lib/categories-query';
import { http } from '../../../lib/http/client';

/** A new category from the auction form; it joins the list at once. */
export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      categorySchema.parse((await http.post('/api/admin/categories', { name }, { silent: true })).data),
    // The public category list is this same cache entry, so it gains the category too.
    onSuccess: (category) => {
      queryClient.setQueryData<Category[]>(categoriesQuery.queryKey, (list) => [...(list ?? []), category]);
    },
  });
}
