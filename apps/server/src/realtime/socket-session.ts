import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import type { ClientConnection } from './client-connection';
import { userRoom } from './hub';

export const sessionExpiredText = 'Your session has expired. Please log in again.';

export interface SocketSession {
  /** Reads the token's validity now; a dead one ends the session before the caller goes on. */
  recheck(): Promise<void>;
  stop(): void;
}

/**
 * Keeps a socket's user to its token's current validity. The end of a session (logout, password
 * change or reset on any instance) arrives as a hub notice; an expiry, or a notice lost with Redis,
 * is caught by `recheck`, which runs before every action as the user and on every ping. A socket
 * whose session ended is told `session_expired` and goes on as a guest: its personal notices stop
 * and the live rooms count it as a watcher.
 */
export function keepSessionCurrent(
  client: ClientConnection,
  services: Pick<Services, 'sessions' | 'hub' | 'liveRoom'>,
  log: FastifyBaseLogger,
): SocketSession {
  function end() {
    const user = client.user;
    if (!user) return;
    client.user = null;
    unwatch();
    services.hub.leave(client, userRoom(user.id));
    client.send({ type: 'session_expired', message: sessionExpiredText, timestamp: Date.now() });
    services.liveRoom
      .becomeGuest(client)
      .catch((error: unknown) => log.warn({ err: error }, 'counting a socket as a guest failed'));
  }
  const unwatch = client.user ? services.sessions.watch(client.user, end) : () => {};

  return {
    async recheck() {
      const user = client.user;
      if (!user) return;
      const current = await services.sessions.current(user);
      // The session may have ended while the database answered: it stays ended.
      if (client.user !== user) return;
      if (current) client.user = current;
      else end();
    },
    stop: () => unwatch(),
  };
}
