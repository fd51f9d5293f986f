import type { LiveSnapshot } from '@auction/contracts';
import { Megaphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatClockTime } from '../../../lib/format';
import { formatLiveAmount } from '../live-room-state';

export const panel =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900';

export function RoomSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={panel}>
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The clerk's messages to online bidders, newest first. */
export function ClerkMessages({ messages }: { messages: LiveSnapshot['messages'] }) {
  return (
    <RoomSection title="Messages from the clerk">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No messages yet.</p>
      ) : (
        <ul aria-live="polite" className="space-y-2">
          {[...messages].reverse().map((message) => (
            <li key={message.seq} className="flex gap-2 text-sm">
              <Megaphone
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-brass-700 dark:text-brass-300"
              />
              <span className="min-w-0 flex-1 break-words">{message.text}</span>
              <time
                dateTime={new Date(message.server_time).toISOString()}
                className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
              >
                {formatClockTime(message.server_time)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </RoomSection>
  );
}

/** Lots sold (with hammer prices) and passed so far, the latest first. */
export function SoldSoFar({ results }: { results: LiveSnapshot['results'] }) {
  return (
    <RoomSection title="Lots sold so far">
      {results.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">No lots have closed yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {[...results].reverse().map((result) => (
            <li key={result.lot_id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 truncate">
                Lot {result.lot_number}: {result.title}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {result.outcome === 'sold' && result.hammer_price !== null
                  ? `Sold for ${formatLiveAmount(result.hammer_price)}`
                  : 'Passed'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </RoomSection>
  );
}
