import { clsx } from 'clsx';
import { connectionText } from '../live-room-state';

/**
 * "Live · 120 ms" while connected to a running sale (the last event's trip from the server),
 * "Connected" before it starts, "Reconnecting…" when not connected. Only the connection itself is announced; the delay changes with every event and is not.
 */
export function ConnectionStatus({
  connected,
  delayMs,
  saleLive,
}: {
  connected: boolean;
  delayMs: number | null;
  /** Before the sale starts (and after it ends) the pill says "Connected", never "Live". */
  saleLive: boolean;
}) {
  const text = connectionText(connected, delayMs, saleLive);
  const [state, delay] = text.split(' · ');
  return (
    <p
      data-testid="live-connection"
      className={clsx(
        'inline-flex shrink-0 items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold',
        connected && saleLive
          ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
          : connected
            ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
            : 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'size-2 rounded-full',
          connected
            ? saleLive
              ? 'bg-emerald-500'
              : 'bg-slate-400'
            : 'bg-amber-500 motion-safe:animate-pulse',
        )}
      />
      <span>
        <span role="status">{state}</span>
        {delay && <span className="tabular-nums"> · {delay}</span>}
      </span>
    </p>
  );
}
