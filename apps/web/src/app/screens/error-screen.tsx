import { useEffect } from 'react';
import { reportError } from '../../lib/errors/reporting';
import { isChunkLoadError } from '../../lib/lazy-with-retry';
import { FallbackErrorScreen } from './fallback-error-screen';
import { UpdateAvailableScreen } from './update-available-screen';

/** Stale code gets the update screen; anything else is reported and gets the generic fallback. */
export function ErrorScreen({ error }: { error: unknown }) {
  const stale = isChunkLoadError(error);
  useEffect(() => {
    if (!stale) reportError(error);
  }, [error, stale]);
  return stale ? <UpdateAvailableScreen /> : <FallbackErrorScreen />;
}
