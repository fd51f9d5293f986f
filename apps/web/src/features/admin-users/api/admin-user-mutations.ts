import {
  type AdminUserDetail,
  type AdminUserRolesBody,
  adminUserDetailSchema,
  messageResponseSchema,
} from '@auction/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { adminUserKeys } from './admin-user-queries';

// The forms show the server's refusals themselves, so these calls keep the error toasts quiet.
const quiet = { silent: true } as const;
const parse = (data: unknown) => adminUserDetailSchema.parse(data);

/** A change answers the account as it now is; the list refreshes. */
function useUserChange<A>(run: (arg: A) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.one(user.id), user);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.lists });
    },
  });
}

export const useSetRoles = (id: string) =>
  useUserChange(async (body: AdminUserRolesBody) =>
    parse((await http.put(`/api/admin/users/${id}/roles`, body, quiet)).data),
  );

export const useDisableUser = (id: string) =>
  useUserChange(async (reason: string) =>
    parse((await http.post(`/api/admin/users/${id}/disable`, { reason }, quiet)).data),
  );

export const useEnableUser = (id: string) =>
  useUserChange(async () => parse((await http.post(`/api/admin/users/${id}/enable`, {}, quiet)).data));

export const useMarkVerified = (id: string) =>
  useUserChange(async (reason: string) =>
    parse((await http.post(`/api/admin/users/${id}/verify-email`, { reason }, quiet)).data),
  );

export const useEraseUser = (id: string) =>
  useUserChange(async (confirmation: string) =>
    parse((await http.post(`/api/admin/users/${id}/erase`, { confirmation }, quiet)).data),
  );

/** Queues the forgot-password mail; the answer says where it went, never the link. */
export const useSendResetLink = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      messageResponseSchema.parse((await http.post(`/api/admin/users/${id}/password-reset`, {}, quiet)).data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminUserKeys.one(id) }),
  });
};
