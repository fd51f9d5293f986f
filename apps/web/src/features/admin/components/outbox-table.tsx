import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import { adminOutboxQuery, OUTBOX_PAGE_SIZE } from '../api/admin-overview';
import { StatusBadge } from './status-badge';

/** The latest mails the platform wrote; open one to read it (handy while no SMTP server is set). */
export function OutboxTable() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery(adminOutboxQuery(page));
  const lastPage = data ? Math.max(1, Math.ceil(data.meta.total / OUTBOX_PAGE_SIZE)) : 1;

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between px-5 pt-5">
        <h2 className="text-lg font-semibold">Latest e-mails</h2>
        {data && <p className="text-sm text-slate-600 dark:text-slate-400">{data.meta.total} in total</p>}
      </div>
      {isPending && <p className="p-5 text-sm text-slate-600 dark:text-slate-400">Loading e-mails…</p>}
      {isError && (
        <p className="p-5 text-sm text-red-700 dark:text-red-400">The e-mails could not be loaded.</p>
      )}
      {data && data.data.length === 0 && (
        <p className="p-5 text-sm text-slate-600 dark:text-slate-400">No e-mails yet.</p>
      )}
      {data && data.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {data.data.map((mail) => (
            <li key={mail.id}>
              <details className="group px-5 py-3">
                <summary className="flex cursor-pointer list-none flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900 dark:text-white">
                      {mail.subject}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                      To {mail.to}
                    </span>
                  </span>
                  <span className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                    <StatusBadge status={mail.status} />
                    <span className="whitespace-nowrap">{formatDateTime(mail.created_at)}</span>
                  </span>
                </summary>
                <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-50 p-4 font-sans text-sm whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      {data && lastPage > 1 && (
        <div className="flex items-center justify-between border-t border-slate-200 px-5 py-3 dark:border-slate-800">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Page {page} of {lastPage}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= lastPage}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </Button>
        </div>
      )}
    </Card>
  );
}
