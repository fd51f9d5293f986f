import {
  type UnsubscribeAnswer,
  type UnsubscribePreview,
  unsubscribeAnswerSchema,
  unsubscribePreviewSchema,
} from '@auction/contracts';
import { http } from '../../../lib/http/client';

/** Whose address the link names (masked); reading it changes nothing. */
export async function fetchUnsubscribePreview(token: string): Promise<UnsubscribePreview> {
  const { data } = await http.get('/api/marketing/unsubscribe', { params: { token }, silent: true });
  return unsubscribePreviewSchema.parse(data);
}

export async function postUnsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const { data } = await http.post('/api/marketing/unsubscribe', { token }, { silent: true });
  return unsubscribeAnswerSchema.parse(data);
}
