import type { FastifyBaseLogger } from 'fastify';
import type { Sessions } from '../modules/auth/sessions';
import type { ClientConnection } from './client-connection';
import { type Hub, userRoom } from './hub';
import type { RoomPresence } from './message-handler';

export const sessionExpiredText = 'Your session has expired. Please log in again.';

/** setTimeout's longest delay; a token living longer is caught by the pings until then. */
const longestTimerMs = 2 ** 31 - 1;

export interface SocketSession {
  /** Reads the token's validity now; a dead one ends the session before the caller goes on. */
  recheck(): Promise<void>;
  stop(): void;
}

/**
 * Keeps a socket's user to its token's current validity (decision 0017). The end of a session
 * (logout, password change or reset on any instance) arrives as a hub notice; `recheck`, before
 * every action as the user and on every ping, catches the expiry by the clock and reads the
 * database again when a notice could have been missed (Redis cut off) or the last read is old. A
 * socket whose session ended is told `session_expired` and goes on as a guest: its personal
 * notices stop and the live rooms count it as a watcher.
 */
export function keepSessionCurrent(
  client: ClientConnection,
  services: { sessions: Sessions; hub: Hub; presence: RoomPresence },
  log: FastifyBaseLogger,
): SocketSession {
  function end() {
    const user = client.user;
    if (!user) return;
    client.user = null;
    unwatch();
    clearTimeout(expiry);
    services.hub.leave(client, userRoom(user.id));
    client.send({ type: 'session_expired', message: sessionExpiredText, timestamp: Date.now() });
    services.presence
      .becomeGuest(client)
      .catch((error: unknown) => log.warn({ err: error }, 'counting a socket as a guest failed'));
  }
  const unwatch = client.user ? services.sessions.watch(client.user, end) : () => {};
  // Personal notices stop when the token expires, not at the next ping. A timer may fire a little
  // before the expiry by the app's clock: it then waits again for what is left.
  let expiry: NodeJS.Timeout | undefined;
  function endAtExpiry() {
    const user = client.user;
    if (!user) return;
    if (services.sessions.expired(user)) {
      end();
      return;
    }
    const leftMs = Math.max(1, services.sessions.msLeft(user));
    expiry = setTimeout(endAtExpiry, Math.min(leftMs, longestTimerMs));
    expiry.unref();
  }
  endAtExpiry();
  // A notice may have come between the authentication and the watch: the first action reads again.
  let readAtMs = Number.NEGATIVE_INFINITY;

  return {
    async recheck() {
      const user = client.user;
      if (!user) return;
      if (services.sessions.expired(user)) {
        end();
        return;
      }
      if (services.sessions.readStands(readAtMs)) return;
      const startedAtMs = Date.now();
      const current = await services.sessions.current(user);
      // The session may have ended while the database answered: it stays ended.
      if (client.user !== user) return;
      if (!current) {
        end();
        return;
      }
      client.user = current;
      readAtMs = startedAtMs;
    },
    stop() {
      unwatch();
      clearTimeout(expiry);
    },
  };
}
