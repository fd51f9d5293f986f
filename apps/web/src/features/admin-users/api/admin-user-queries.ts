import { type AdminUserPage, adminUserDetailSchema, adminUserPageSchema } from '@auction/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { isNotFound } from '../../../lib/http/is-not-found';
import { saveFile } from '../../../lib/save-file';

/** Every user query shares this prefix, so a change refreshes the list and the page. */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  one: (id: string) => ['admin', 'users', 'one', id] as const,
};

export async function fetchAdminUserPage(params: Record<string, string | number>): Promise<AdminUserPage> {
  return adminUserPageSchema.parse((await http.get('/api/admin/users', { params })).data);
}

export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.one(id),
    queryFn: async () => adminUserDetailSchema.parse((await http.get(`/api/admin/users/${id}`)).data),
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** Everything the house holds about the person, as the JSON file the server names. */
export async function downloadUserData(id: string): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/users/${id}/export`, {
    responseType: 'blob',
    headers: { Accept: 'application/json' },
  });
  const disposition = String(answer.headers['content-disposition'] ?? '');
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `user-${id}.json`;
  saveFile(answer.data, fileName);
}
