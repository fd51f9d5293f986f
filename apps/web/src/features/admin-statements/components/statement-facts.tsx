import { consignorPayoutMethodLabels, type StatementDetail } from '@auction/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDay } from '../../../lib/format';
import { saleName } from '../statement-format';

/** A moment (finalised, e-mailed) as the house's day: 8:50 p.m. in Halifax is still that day. */
const dateTime = (iso: string | null) => formatDate(iso);

function payoutTo(statement: StatementDetail): string {
  const { method, payout_email, deposit_account_last4 } = statement.payout;
  const label = consignorPayoutMethodLabels[method];
  if (method === 'e_transfer' && payout_email) return `${label} to ${payout_email}`;
  if (method === 'direct_deposit' && deposit_account_last4)
    return `${label} to account ending ${deposit_account_last4}`;
  return label;
}

/** Who the statement is for, which sale, and where it stands: the head of the printed statement. */
export function StatementFacts({ statement }: { statement: StatementDetail }) {
  const facts: [string, ReactNode][] = [
    [
      'Consignor',
      <Link
        key="consignor"
        to={`/admin/consignors/${statement.consignor.id}`}
        className="text-harbour-800 hover:underline dark:text-harbour-300"
      >
        {statement.consignor.name}
        {statement.consignor.company && ` (${statement.consignor.company})`}
      </Link>,
    ],
    ['Sale', saleName(statement)],
    ['Sale date', formatDay(statement.sale_date)],
    ['Lots', `${statement.sold_lots} sold of ${statement.lots}`],
    ['Paid by', payoutTo(statement)],
    ['Commission profile', statement.commission_profile_name ?? 'House default'],
    [
      'Finalised',
      statement.finalised_at
        ? `${dateTime(statement.finalised_at)}${statement.finalised_by_name ? ` by ${statement.finalised_by_name}` : ''}`
        : '—',
    ],
    ['E-mailed', dateTime(statement.mailed_at)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2 lg:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
