import type { LiveSnapshot } from '@auction/contracts';
import type { ReactNode } from 'react';
import { formatDollars } from '../../../lib/money';
import { bidText } from '../lib/labels';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const muted = 'text-sm text-slate-600 dark:text-slate-400';

/** Who is online: the count, and each paddle with the bidder's name where the clerk's view has it. */
export function OnlineBidders({ room }: { room: LiveSnapshot }) {
  const names = new Map(room.clerk?.online_bidders.map((b) => [b.paddle, b.name]));
  const { online_bidders: count, paddles } = room.presence;
  return (
    <Panel title="Online bidders">
      <p className="text-sm font-semibold">
        {count} online {count === 1 ? 'bidder' : 'bidders'}
      </p>
      {paddles.length > 0 && (
        <ul className="flex flex-wrap gap-2 text-sm">
          {paddles.map((paddle) => (
            <li key={paddle} className="rounded-full bg-slate-100 px-3 py-1 dark:bg-slate-800">
              <span className="font-semibold tabular-nums">{paddle}</span>
              {names.get(paddle) ? ` ${names.get(paddle)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Absentee maxima left on lots still to come, in sale order. */
export function AbsenteeBids({ room }: { room: LiveSnapshot }) {
  const bids = room.clerk?.absentee_bids ?? [];
  return (
    <Panel title="Absentee bids waiting">
      {bids.length === 0 ? (
        <p className={muted}>No absentee bids on the lots to come.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {bids.map((bid) => (
            <li
              key={`${bid.lot_id}-${bid.paddle}-${bid.max_bid}`}
              className="flex justify-between gap-2 py-1"
            >
              <span>
                Lot {bid.lot_number} · paddle {bid.paddle ?? '—'}
              </span>
              <span className="font-semibold tabular-nums">up to {formatDollars(bid.max_bid)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The lots closed so far, newest first. */
export function Results({ room }: { room: LiveSnapshot }) {
  const results = [...room.results].reverse();
  return (
    <Panel title="Results so far">
      {results.length === 0 ? (
        <p className={muted}>No lot has been sold or passed yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {results.map((result) => (
            <li key={result.lot_id} className="flex justify-between gap-2 py-1">
              <span className="min-w-0 truncate">
                Lot {result.lot_number}: {result.title}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {result.outcome === 'sold' && result.hammer_price !== null && result.source
                  ? `Sold ${bidText({ amount: result.hammer_price, source: result.source, paddle: result.paddle })}`
                  : 'Passed'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
