import { leadingUuid } from '@auction/domain';
import { useParams } from 'react-router';

/** The UUID at the start of a route parameter (`{uuid}` or `{uuid}-{slug}`), or null. */
export function useResourceId(param: string): string | null {
  const params = useParams();
  return leadingUuid(params[param] ?? '');
}
