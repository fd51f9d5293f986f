import type { ReactNode } from 'react';
import { Card } from '../ui/card';

export function SettingsSection({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: string;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-6 p-5 sm:p-6 lg:grid-cols-[16rem_1fr]">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        {summary && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{summary}</p>}
      </div>
      {/* min-w-0: a wide table inside scrolls in its own box instead of widening the page. */}
      <div className="min-w-0 space-y-5">{children}</div>
    </Card>
  );
}
