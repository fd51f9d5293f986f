import type { ReactNode } from 'react';

export function AdminPageHeader({
  title,
  summary,
  actions,
}: {
  title: string;
  summary?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        {summary && <p className="mt-1 text-slate-600 dark:text-slate-300">{summary}</p>}
      </div>
      {actions}
    </div>
  );
}
