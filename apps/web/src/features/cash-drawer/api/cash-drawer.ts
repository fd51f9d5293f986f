import {
  type DrawerCountBody,
  type DrawerCountPage,
  drawerCountPageSchema,
  drawerCountSchema,
  drawerDaySchema,
} from '@auction/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** The drawer's queries share this prefix, so a count refreshes the day and the list of days. */
export const cashDrawerKeys = {
  all: ['admin', 'cash-drawer'] as const,
  day: (day: string) => ['admin', 'cash-drawer', 'day', day] as const,
  lists: ['admin', 'cash-drawer', 'list'] as const,
};

export const drawerDayQuery = (day: string) =>
  queryOptions({
    queryKey: cashDrawerKeys.day(day),
    queryFn: async () => drawerDaySchema.parse((await http.get(`/api/admin/cash-drawer/days/${day}`)).data),
  });

export async function fetchDrawerCountPage(
  params: Record<string, string | number>,
): Promise<DrawerCountPage> {
  return drawerCountPageSchema.parse((await http.get('/api/admin/cash-drawer/counts', { params })).data);
}

/** Saves a count (a recount is another count; the latest stands). The form shows a 422 on its fields. */
export function useRecordDrawerCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DrawerCountBody) =>
      drawerCountSchema.parse(
        (await http.post('/api/admin/cash-drawer/counts', body, { silent: true })).data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashDrawerKeys.all }),
  });
}
