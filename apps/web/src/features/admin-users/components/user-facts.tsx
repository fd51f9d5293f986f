import type { AdminUserDetail } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';

function addressLines(address: AdminUserDetail['address']): string {
  const place = [address.city, address.province, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, place].filter(Boolean).join(', ');
}

/** Contact, address, consent and the consignor record the person signs in as. */
export function UserFacts({ user }: { user: AdminUserDetail }) {
  const facts: [string, ReactNode][] = [
    ['E-mail', user.email],
    ['Phone', user.phone],
    ['Address', addressLines(user.address)],
    ['E-mail verified', user.email_verified_at ? formatDateTime(user.email_verified_at) : 'Not yet'],
    ['Marketing mail', user.marketing_consent ? 'Agreed' : 'Not agreed'],
    ['Terms accepted', formatDateTime(user.terms_accepted_at)],
    ['Joined', formatDateTime(user.created_at)],
    [
      'Consignor record',
      user.consignor && (
        <Link
          to={`/admin/consignors/${user.consignor.id}`}
          className="text-harbour-800 hover:underline dark:text-harbour-300"
        >
          {formatConsignorNumber(user.consignor.number)} {user.consignor.name}
        </Link>
      ),
    ],
  ];
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
