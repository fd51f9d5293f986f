import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { readToken } from '../auth/token-storage';
import { useAuth } from '../auth/use-auth';
import { realtimeUrl, shouldConnectRealtime } from './connection-policy';
import type { RealtimeClient } from './realtime-client';
import { RealtimeContext } from './realtime-context';

/**
 * Opens the socket on the pages that need it (spec section 7) and again when the user changes.
 * The client, with the contracts that read its messages, loads on the first such page, after the
 * first paint; until then the pages see a disconnected channel.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const { pathname } = useLocation();
  const { user, status, actions } = useAuth();
  const wanted = status !== 'loading' && shouldConnectRealtime(pathname);
  const userId = user?.id ?? null;
  /** The token the socket was opened with. */
  const socketToken = useRef<string | null>(null);
  /** The user's own logout ends the socket's session too; that is no news to them. */
  const loggingOut = useRef(false);
  useEffect(() => {
    loggingOut.current = actions.logout.loading;
  }, [actions.logout.loading]);

  useEffect(() => {
    if (!wanted || client) return;
    let cancelled = false;
    void import('./realtime-client').then(({ RealtimeClient }) => {
      if (!cancelled) setClient(new RealtimeClient());
    });
    return () => {
      cancelled = true;
    };
  }, [client, wanted]);

  useEffect(() => {
    if (!client) return;
    socketToken.current = userId ? readToken() : null;
    if (wanted) client.connect(realtimeUrl(socketToken.current, window.location));
    else client.disconnect();
  }, [client, wanted, userId]);

  // The socket's token died: the session ends as after a 401, unless another tab has stored a
  // newer token meanwhile (a password change there), which the socket then carries.
  useEffect(
    () =>
      client?.onSessionExpired(() => {
        if (loggingOut.current) return;
        const stored = readToken();
        if (!stored || stored === socketToken.current) {
          void import('../http/error-effects').then(({ endExpiredSession }) =>
            endExpiredSession({ silent: false }),
          );
          return;
        }
        socketToken.current = stored;
        client.connect(realtimeUrl(stored, window.location));
      }),
    [client],
  );

  useEffect(() => () => client?.disconnect(), [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
