import { clsx } from 'clsx';
import { connectionText } from '../live-room-state';

/**
 * "Live · 120 ms" while connected (the last event's trip from the server), "Reconnecting…" when
 * not. Only the connection itself is announced; the delay changes with every event and is not.
 */
export function ConnectionStatus({ connected, delayMs }: { connected: boolean; delayMs: number | null }) {
  const text = connectionText(connected, delayMs);
  const [state, delay] = text.split(' · ');
  return (
    <p
      data-testid="live-connection"
      className={clsx(
        'inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold',
        connected
          ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-2 rounded-full',
          connected ? 'bg-emerald-500' : 'bg-amber-500 motion-safe:animate-pulse',
        )}
      />
      <span>
        <span role="status">{state}</span>
        {delay && <span className="tabular-nums"> · {delay}</span>}
      </span>
    </p>
  );
}
