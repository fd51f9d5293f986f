import type { LiveSnapshot } from '@auction/contracts';
import { clsx } from 'clsx';
import { formatDollars } from '../../../lib/money';
import { sourceText, timeOf } from '../lib/labels';

interface Row {
  seq: number;
  time: number;
  source: string;
  paddle: number | null;
  amount: number;
  refused: boolean;
}

/** Every bid on the lot on the block, newest first, with bids refused after the hammer flagged. */
export function BidLedger({ room }: { room: LiveSnapshot }) {
  const lot = room.current_lot;
  const rows: Row[] = [
    ...(lot?.bids ?? []).map((bid) => ({
      seq: bid.seq,
      time: bid.server_time,
      source: sourceText[bid.source],
      paddle: bid.paddle,
      amount: bid.amount,
      refused: false,
    })),
    ...(room.clerk?.refused_after_hammer ?? [])
      .filter((note) => note.lot_id === lot?.lot_id)
      .map((note) => ({
        seq: note.seq,
        time: note.server_time,
        source: 'Internet',
        paddle: note.paddle,
        amount: note.amount,
        refused: true,
      })),
  ].sort((a, b) => b.seq - a.seq);
  const highSeq = lot?.high_bid?.seq;
  return (
    <section aria-labelledby="bid-ledger-heading" className="space-y-2">
      <h2 id="bid-ledger-heading" className="text-base font-semibold">
        Bid ledger{lot ? ` · Lot ${lot.lot_number}` : ''}
      </h2>
      <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table aria-label="Bid ledger" className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
            <tr>
              <th className="px-3 py-2 font-semibold">Time</th>
              <th className="px-3 py-2 font-semibold">Source</th>
              <th className="px-3 py-2 font-semibold">Paddle</th>
              <th className="px-3 py-2 text-right font-semibold">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-3 text-slate-600 dark:text-slate-400">
                  No bids on this lot yet.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                key={`${row.refused ? 'r' : 'b'}${row.seq}`}
                className={clsx(
                  'border-t border-slate-100 dark:border-slate-800',
                  row.refused && 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
                  row.seq === highSeq && 'font-semibold',
                )}
              >
                <td className="px-3 py-2 tabular-nums">{timeOf(row.time)}</td>
                <td className="px-3 py-2">
                  {row.refused ? `${row.source}, Refused after hammer` : row.source}
                  {row.seq === highSeq && <span className="ml-1 text-xs">(high bid)</span>}
                </td>
                <td className="px-3 py-2 tabular-nums">{row.paddle ?? '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatDollars(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
