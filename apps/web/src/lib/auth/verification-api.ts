import { messageResponseSchema, type ResendVerificationBody } from '@auction/contracts';
import { http } from '../http/client';

export async function postVerifyEmail(token: string): Promise<string> {
  const { data } = await http.post('/api/auth/verify-email', { token }, { silent: true });
  return messageResponseSchema.parse(data).message;
}

export async function postResendVerification(body: ResendVerificationBody = {}): Promise<string> {
  const { data } = await http.post('/api/auth/resend-verification', body, { silent: true });
  return messageResponseSchema.parse(data).message;
}
