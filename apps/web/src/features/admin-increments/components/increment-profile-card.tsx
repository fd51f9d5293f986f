import type { IncrementProfileJson } from '@auction/contracts';
import { Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDollars } from '../../../lib/money';

/** One profile: its rows as a small table, and what staff can do with it. */
export function IncrementProfileCard({
  profile,
  onEdit,
  onMakeDefault,
  isSaving,
}: {
  profile: IncrementProfileJson;
  onEdit: () => void;
  onMakeDefault: () => void;
  isSaving: boolean;
}) {
  const headingId = `increment-profile-${profile.id}`;
  return (
    <Card className="flex flex-col p-4 sm:p-5">
      <section aria-labelledby={headingId} className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {profile.name}
          </h2>
          {profile.is_default && (
            <span className="inline-flex items-center gap-1 rounded-full bg-brass-100 px-2.5 py-0.5 text-xs font-semibold text-brass-900 dark:bg-brass-900/40 dark:text-brass-100">
              <Star aria-hidden="true" className="size-3" />
              Default
            </span>
          )}
        </div>
        <table className="w-full text-sm">
          <caption className="sr-only">Increments of {profile.name}</caption>
          <thead>
            <tr className="text-left text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400">
              <th scope="col" className="py-1 pr-3 font-semibold">
                From
              </th>
              <th scope="col" className="py-1 font-semibold">
                Increment
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {profile.rows.map((row) => (
              <tr key={row.from_amount}>
                <td className="py-1 pr-3 tabular-nums">{formatDollars(row.from_amount)}</td>
                <td className="py-1 tabular-nums">{formatDollars(row.increment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${profile.name}`}>
            Edit
          </Button>
          {!profile.is_default && (
            <Button
              variant="ghost"
              size="sm"
              loading={isSaving}
              onClick={onMakeDefault}
              aria-label={`Set ${profile.name} as default`}
            >
              Set as default
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
