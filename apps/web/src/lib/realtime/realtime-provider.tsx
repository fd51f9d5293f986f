import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readToken } from '../auth/token-storage';
import { useAuth } from '../auth/use-auth';
import { realtimeUrl, shouldConnectRealtime } from './connection-policy';
import { RealtimeClient } from './realtime-client';
import { RealtimeContext } from './realtime-context';

/** Opens the socket on the pages that need it (spec section 7) and again when the user changes. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => new RealtimeClient());
  const { pathname } = useLocation();
  const { user, status } = useAuth();
  const wanted = status !== 'loading' && shouldConnectRealtime(pathname);
  const userId = user?.id ?? null;

  useEffect(() => {
    if (wanted) client.connect(realtimeUrl(userId ? readToken() : null, window.location));
    else client.disconnect();
  }, [client, wanted, userId]);

  useEffect(() => () => client.disconnect(), [client]);

  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}
