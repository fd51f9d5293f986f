import type { DrawerDay } from '@auction/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { compartments, figuresOf, overShortWords } from '../drawer-figures';

/** What the day's counter payments say the drawer should hold, and the count that stands, if any. */
export function DayExpected({ day }: { day: DrawerDay }) {
  const expected = figuresOf(day.expected);
  const standing = day.counts[0];
  const changedSince =
    standing && compartments.some(({ method }) => figuresOf(standing.expected)[method] !== expected[method]);
  return (
    <section aria-labelledby="expected-heading" className="space-y-3">
      <h2 id="expected-heading" className="text-lg font-semibold">
        What the payments of {formatDay(day.day)} say
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {compartments.map(({ method, label }) => (
          <Card key={method} className="p-3 sm:p-4">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="mt-1 font-display text-lg font-semibold sm:text-2xl text-harbour-950 tabular-nums dark:text-white">
              {formatCents(expected[method])}
            </dd>
          </Card>
        ))}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {day.entries === 1 ? '1 entry' : `${day.entries} entries`} at the counter (payments, refunds and
        reversals)
        {day.consignor_cash_paid_cents !== 0 &&
          `; the cash is after ${formatCents(day.consignor_cash_paid_cents)} paid out to consignors`}
        . Interac e-Transfers and online card payments are not in the drawer.
      </p>
      {standing && (
        <Alert tone={standing.over_short.total_cents === 0 ? 'success' : 'warning'} title="Counted">
          <p>
            {standing.counted_by.name} counted this day on {formatDateTime(standing.counted_at)}:{' '}
            <span className="font-semibold">
              {overShortWords(standing.over_short.total_cents).toLowerCase()}
            </span>
            {standing.note && <>. “{standing.note}”</>}
          </p>
          {changedSince && (
            <p className="mt-1">Payments for this day have changed since it was counted: count it again.</p>
          )}
        </Alert>
      )}
    </section>
  );
}
