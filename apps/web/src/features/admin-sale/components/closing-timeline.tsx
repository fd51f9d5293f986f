import type { ClosingTimelineLot } from '@auction/contracts';
import { useState } from 'react';
import { LotStatusBadge } from '../../../components/admin/auction-status-badge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Countdown } from '../../../lib/countdown/countdown';
import { formatCents } from '../../../lib/money';

const SHOWN = 8;
const isClosed = (lot: ClosingTimelineLot) => lot.status === 'sold' || lot.status === 'passed';

function TimelineRow({ lot }: { lot: ClosingTimelineLot }) {
  const price = lot.current_bid_cents === null ? 'No bids' : formatCents(lot.current_bid_cents);
  return (
    <li className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          Lot {lot.lot_number}: {lot.title}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span className="tabular-nums">
            {price}
            {lot.bid_count > 0 && ` · ${lot.bid_count} ${lot.bid_count === 1 ? 'bid' : 'bids'}`}
          </span>
          {lot.extended && <Badge label="Extended" tone="amber" />}
          {!lot.reserve_met && <Badge label="Reserve not met" tone="red" />}
        </p>
      </div>
      <div className="shrink-0 text-sm">
        {isClosed(lot) || !lot.end_date ? (
          <LotStatusBadge status={lot.status} />
        ) : (
          <Countdown to={lot.end_date} verb="closes" subject={`Lot ${lot.lot_number}`} />
        )}
      </div>
    </li>
  );
}

function TimelineGroup({ title, lots, empty }: { title: string; lots: ClosingTimelineLot[]; empty: string }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? lots : lots.slice(0, SHOWN);
  return (
    <div>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title} ({lots.length})
      </h3>
      {lots.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ol className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
          {shown.map((lot) => (
            <TimelineRow key={lot.id} lot={lot} />
          ))}
        </ol>
      )}
      {lots.length > SHOWN && (
        <Button variant="ghost" size="sm" className="mt-1" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer' : `Show all ${lots.length}`}
        </Button>
      )}
    </div>
  );
}

/** Lots by end time: those still to close, soonest first, and those closed, latest first. */
export function ClosingTimeline({ lots }: { lots: ClosingTimelineLot[] }) {
  const toClose = lots.filter((lot) => !isClosed(lot));
  const closed = lots.filter(isClosed).reverse();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="closing-timeline-heading" className="space-y-4">
        <h2 id="closing-timeline-heading" className="text-lg font-semibold">
          Closing timeline
        </h2>
        <TimelineGroup title="Closing next" lots={toClose} empty="No lots left to close." />
        <TimelineGroup title="Closed" lots={closed} empty="No lots have closed yet." />
      </section>
    </Card>
  );
}
