import { type ContactBody, messageResponseSchema } from '@auction/contracts';
import { http } from '../../../lib/http/client';

export async function sendContactMessage(body: ContactBody): Promise<string> {
  const { data } = await http.post('/api/contact', body);
  return messageResponseSchema.parse(data).message;
}
