import type { StatementDetail } from '@auction/contracts';
import { clsx } from 'clsx';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { formatRate } from '../statement-format';

interface Row {
  label: string;
  cents: number;
  sign?: '−' | '+';
  strong?: boolean;
}

/** How the hammer becomes the payout, one figure a line, as on the printed statement. */
export function statementTotalRows(statement: StatementDetail): Row[] {
  const { totals } = statement;
  const commission = statement.commission_profile_name
    ? `Commission (${statement.commission_profile_name})`
    : 'Commission';
  const rows: (Row | false)[] = [
    { label: 'Hammer', cents: statement.hammer_cents },
    { label: commission, cents: totals.commission_cents, sign: '−' },
    totals.lot_fees_cents > 0 && { label: 'Lot fees', cents: totals.lot_fees_cents, sign: '−' },
    totals.photo_fees_cents > 0 && { label: 'Photo fees', cents: totals.photo_fees_cents, sign: '−' },
    totals.unsold_fees_cents > 0 && { label: 'Unsold fees', cents: totals.unsold_fees_cents, sign: '−' },
    (totals.tax_on_charges_cents > 0 || totals.tax_rate_bp > 0) && {
      label: `HST on commission and fees at ${formatRate(totals.tax_rate_bp)}`,
      cents: totals.tax_on_charges_cents,
      sign: '−',
    },
    statement.consignor_is_registrant && {
      label: 'HST on the hammer (GST/HST registrant)',
      cents: totals.hammer_tax_cents,
      sign: '+',
    },
    totals.advances_recovered_cents > 0 && {
      label: 'Advances recovered',
      cents: totals.advances_recovered_cents,
      sign: '−',
    },
    { label: 'Net payout', cents: statement.net_payout_cents, strong: true },
    { label: 'Paid', cents: statement.paid_cents },
    { label: 'Outstanding', cents: totals.outstanding_cents, strong: true },
  ];
  return rows.filter((row): row is Row => row !== false);
}

/** The statement's totals, and the advances this payout pays back. */
export function StatementTotals({ statement }: { statement: StatementDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <dl aria-label="Totals" className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {statementTotalRows(statement).map((row) => (
          <div
            key={row.label}
            className={clsx('flex justify-between gap-4 py-2', row.strong && 'text-base font-semibold')}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums whitespace-nowrap">
              {row.sign && row.cents !== 0 ? `${row.sign}${formatCents(row.cents)}` : formatCents(row.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {statement.advance_recoveries.length > 0 && (
        <section aria-labelledby="advances-recovered" className="space-y-2">
          <h3 id="advances-recovered" className="font-semibold">
            Advances recovered
          </h3>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {statement.advance_recoveries.map((advance) => (
              <li key={advance.advance_id} className="flex justify-between gap-4 py-2">
                <span>
                  Advance of {formatDay(advance.paid_on)}
                  {advance.reference && ` · ${advance.reference}`}
                </span>
                <span className="tabular-nums">{formatCents(advance.amount_cents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
