import type { LotStatsRow } from '@auction/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { formatCents } from '../../../lib/money';
import { LotStatusBadge } from '../../admin-auctions/components/auction-status-badge';
import { formatEnd } from '../sale-format';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The same figures as the table, one card per lot (phones). */
export function LotStatsCards({ rows }: { rows: LotStatsRow[] }) {
  return (
    <ul aria-label="Lot statistics" className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/lots/${row.id}`}
              className="font-semibold text-harbour-800 hover:underline dark:text-harbour-200"
            >
              Lot {row.lot_number}: {row.title}
            </Link>
            <LotStatusBadge status={row.status} />
          </div>
          <dl className="mt-3 grid gap-1 text-sm">
            <Figure label="Current bid / hammer">{money(row.current_bid_cents)}</Figure>
            <Figure label="Starting bid">{money(row.starting_bid_cents)}</Figure>
            <Figure label="Reserve">
              {row.has_reserve
                ? `${money(row.reserve_cents)} · ${row.reserve_met ? 'met' : 'not met'}`
                : 'None'}
            </Figure>
            <Figure label="Bids · bidders · watchers">
              {row.bid_count} · {row.bidders} · {row.watchers}
            </Figure>
            <Figure label="High paddle">{row.high_bidder_paddle ?? '—'}</Figure>
            <Figure label="Ends">{formatEnd(row.end_date)}</Figure>
          </dl>
          {(row.extended || (row.has_reserve && !row.reserve_met)) && (
            <p className="mt-2 flex flex-wrap gap-2">
              {row.extended && <Badge label="Extended" tone="amber" />}
              {row.has_reserve && !row.reserve_met && <Badge label="Reserve not met" tone="red" />}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
