import type { User } from '@auction/contracts';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { formatDate } from '../../../lib/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function AccountSummary({ user }: { user: User }) {
  const verified = user.email_verified_at !== null;
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-xl font-semibold">Your account</h2>
        <TextLink to="/profile" className="tap-target text-sm">
          Edit profile
        </TextLink>
      </div>
      <dl className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        <Row label="Name">{user.name}</Row>
        <Row label="E-mail">
          <span className="break-all">{user.email}</span>{' '}
          {verified ? (
            <span className="ml-1 inline-flex items-center gap-1 text-sm font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Verified
            </span>
          ) : (
            <span className="ml-1 inline-flex items-center gap-1 text-sm font-medium text-brass-700 dark:text-brass-300">
              <CircleAlert aria-hidden="true" className="size-4" /> Not verified
            </span>
          )}
        </Row>
        <Row label="Roles">
          <ul className="flex flex-wrap gap-2">
            {user.roles.map((role) => (
              <li
                key={role}
                className="rounded-full bg-harbour-50 px-2.5 py-0.5 text-sm font-medium text-harbour-800 dark:bg-harbour-950 dark:text-harbour-200"
              >
                {role}
              </li>
            ))}
          </ul>
        </Row>
        <Row label="Member since">{formatDate(user.created_at)}</Row>
        <Row label="Marketing e-mails">
          {user.marketing_consent ? 'Subscribed to auction announcements' : 'Not subscribed'}
        </Row>
      </dl>
    </Card>
  );
}
