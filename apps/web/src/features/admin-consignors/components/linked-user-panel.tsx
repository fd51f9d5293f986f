import type { ConsignorDetail } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useLinkUser } from '../api/consignor-mutations';
import { userLookupQuery } from '../api/consignor-queries';

/**
 * The account that signs in as this consignor (and so holds the Consignor role): link one found by
 * e-mail or phone, or unlink it.
 */
export function LinkedUserPanel({ consignor }: { consignor: ConsignorDetail }) {
  const link = useLinkUser(consignor.id);
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuery(userLookupQuery(search));

  if (consignor.user) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Signs in as <strong>{consignor.user.name}</strong> ({consignor.user.email}) and sees their items and
          statements on their dashboard.
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={link.isPending}
          onClick={() => link.mutate(null, { onSuccess: () => notify.success('The account is unlinked.') })}
        >
          Unlink account
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No account is linked. Link the consignor's account so they can follow their items and statements.
      </p>
      <form
        aria-label="Find an account to link"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <div className="min-w-[14rem] flex-1">
          <TextField
            label="Find an account by e-mail or phone (3 characters or more)"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          Find account
        </Button>
      </form>
      {search.length >= 3 && found.data && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Accounts found">
          {found.data.length === 0 && <li className="py-2 text-sm">No account matches.</li>}
          {found.data.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
              <span>
                {user.name} · {user.email}
                {user.phone && ` · ${user.phone}`}
              </span>
              <Button
                size="sm"
                loading={link.isPending && link.variables === user.id}
                onClick={() =>
                  link.mutate(user.id, {
                    onSuccess: () => notify.success(`${user.name} is linked as this consignor.`),
                  })
                }
              >
                Link<span className="sr-only"> {user.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
