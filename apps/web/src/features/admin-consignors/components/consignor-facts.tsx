import { type ConsignorDetail, consignorPayoutMethodLabels, inventoryStatusLabels } from '@auction/contracts';
import type { ReactNode } from 'react';
import { formatCents } from '../../../lib/money';

function addressLines(address: ConsignorDetail['address']): string {
  const place = [address.city, address.province, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.country !== 'Canada' ? address.country : '']
    .filter(Boolean)
    .join(', ');
}

function payoutOf(consignor: ConsignorDetail): string {
  const method = consignorPayoutMethodLabels[consignor.payout_method];
  if (consignor.payout_method === 'e_transfer') return `${method} to ${consignor.payout_email ?? '—'}`;
  if (consignor.payout_method === 'direct_deposit') {
    return `${method}: institution ${consignor.deposit_institution ?? '—'}, transit ${consignor.deposit_transit ?? '—'}, account ending ${consignor.deposit_account_last4 ?? '—'}`;
  }
  return method;
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="font-medium break-words">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Contact, tax, payout (the account masked), commission and notes of one consignor. */
export function ConsignorFacts({ consignor }: { consignor: ConsignorDetail }) {
  return (
    <Facts
      facts={[
        ['Company', consignor.company],
        ['E-mail', consignor.email],
        ['Phone', consignor.phone],
        ['Address', addressLines(consignor.address)],
        ['GST/HST number', consignor.gst_hst_number ?? 'Not registered'],
        ['Payout', payoutOf(consignor)],
        ['Commission profile', consignor.commission_profile?.name ?? 'Default profile'],
        ['Notes', consignor.notes],
      ]}
    />
  );
}

/** What the consignor has with the house: items by status, what sold, advances still owed. */
export function ConsignorCounts({ consignor }: { consignor: ConsignorDetail }) {
  const { counts } = consignor;
  const byStatus = Object.entries(counts.items_by_status)
    .filter(([, n]) => n > 0)
    .map(([status, n]) =>
      `${n} ${inventoryStatusLabels[status as keyof typeof inventoryStatusLabels] ?? status}`.toLowerCase(),
    )
    .join(', ');
  return (
    <Facts
      facts={[
        ['Items', counts.items_total === 0 ? 'None yet' : `${counts.items_total} (${byStatus})`],
        ['Lots sold', String(counts.lots_sold)],
        ['Hammer total', formatCents(counts.hammer_cents)],
        ['Advances outstanding', formatCents(counts.advances_outstanding_cents)],
      ]}
    />
  );
}
