import {
  type ChangePasswordBody,
  type ChangePasswordResponse,
  changePasswordResponseSchema,
} from '@auction/contracts';
import { http } from '../../../lib/http/client';

/** The answer carries a fresh token: every other token of the user is revoked (docs/api.md). */
export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  const { data } = await http.post('/api/users/password', body, { silent: true });
  return changePasswordResponseSchema.parse(data);
}
