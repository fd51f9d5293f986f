import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list or page shows when it has nothing to show, or could not be loaded. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400 dark:text-slate-500" />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 text-slate-600 dark:text-slate-300">{children}</div>}
    </div>
  );
}
