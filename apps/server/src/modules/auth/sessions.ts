import type { TokenClaims } from '@auction/contracts';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Hub } from '../../realtime/hub';
import type { SessionCheck, SignedInUser } from './authenticator';

/** The hub notice that ends tokens on every instance (never sent to a socket). */
export const sessionEndedEvent = 'session_ended';

/** How often a guarded connection re-reads its session, in case a notice was lost with Redis. */
const guardRecheckMs = 30_000;
/**
 * How long a database read of a socket's session stands while this instance hears every notice
 * (so that only a notice, which ends the socket's session at once, could have changed it).
 */
const readStandsMs = 30_000;

/** One token logged out, or every token of the user below a version (password change or reset). */
const endedSchema = z.union([z.object({ jti: z.string() }), z.object({ token_version: z.number().int() })]);
export type EndedSessions = z.infer<typeof endedSchema>;

function ends(ended: EndedSessions, claims: TokenClaims): boolean {
  return 'jti' in ended ? ended.jti === claims.jti : claims.ver < ended.token_version;
}

interface Watcher {
  claims: TokenClaims;
  onEnded: () => void;
}

/**
 * Long-lived connections (WebSockets) and the tokens they opened with (decision 0017). Logout,
 * password change and reset announce the end through the hub once stored, so every instance ends
 * those sockets' sessions at once. An action as the user checks the expiry against the clock and
 * trusts the socket's last database read only while no notice can have been missed since it
 * (`readStands`); otherwise it reads again (`current`).
 */
export function createSessions(deps: { hub: Hub; current: SessionCheck; clock: Clock }) {
  const watchers = new Map<string, Set<Watcher>>();

  deps.hub.listen(sessionEndedEvent, (envelope) => {
    const ended = endedSchema.safeParse(envelope.payload);
    if (!ended.success || !envelope.user_id) return;
    for (const watcher of [...(watchers.get(envelope.user_id) ?? [])]) {
      if (ends(ended.data, watcher.claims)) watcher.onEnded();
    }
  });

  /** Calls `onEnded` when any instance announces the end of this token; the result stops watching. */
  function watch(user: SignedInUser, onEnded: () => void): () => void {
    const watcher: Watcher = { claims: user.claims, onEnded };
    const mine = watchers.get(user.id) ?? new Set<Watcher>();
    watchers.set(user.id, mine);
    mine.add(watcher);
    return () => {
      mine.delete(watcher);
      if (mine.size === 0 && watchers.get(user.id) === mine) watchers.delete(user.id);
    };
  }

  return {
    /** The user as of now (roles too), or null when the token has died: reads the database. */
    current: (user: SignedInUser) => deps.current(user.claims),

    expired: (user: SignedInUser) => user.claims.exp * 1000 <= deps.clock().getTime(),

    /** How long the token has left by the app's clock, in ms (0 once expired). */
    msLeft: (user: SignedInUser) => Math.max(0, user.claims.exp * 1000 - deps.clock().getTime()),

    /** Whether a read of the session at `readAtMs` (wall clock) still stands without reading again. */
    readStands(readAtMs: number): boolean {
      const hearingSince = deps.hub.hearingSince();
      return hearingSince !== null && hearingSince <= readAtMs && Date.now() - readAtMs < readStandsMs;
    },

    watch,

    /**
     * For a connection whose traffic is not checked message by message (the clerk's camera): the
     * notices, plus a re-read at the token's expiry and every half minute. Calls `onEnded` once.
     */
    guard(user: SignedInUser, onEnded: () => void, onError: (error: unknown) => void): () => void {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const stop = () => {
        stopped = true;
        clearTimeout(timer);
        unwatch();
      };
      const end = () => {
        if (stopped) return;
        stop();
        onEnded();
      };
      const unwatch = watch(user, end);
      const schedule = () => {
        const untilExpiry = user.claims.exp * 1000 - deps.clock().getTime();
        timer = setTimeout(recheck, Math.max(0, Math.min(guardRecheckMs, untilExpiry)));
        timer.unref();
      };
      function recheck() {
        deps.current(user.claims).then(
          (current) => {
            if (stopped) return;
            if (current) schedule();
            else end();
          },
          (error: unknown) => {
            onError(error);
            if (!stopped) schedule();
          },
        );
      }
      schedule();
      return stop;
    },

    /** Announces, after the change is stored, that these tokens of the user are dead. */
    async ended(userId: string, ended: EndedSessions): Promise<void> {
      await deps.hub.publish({
        type: sessionEndedEvent,
        auction_id: null,
        lot_id: null,
        user_id: userId,
        payload: ended,
        seq: 0,
      });
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
