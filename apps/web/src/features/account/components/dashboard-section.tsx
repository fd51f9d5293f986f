import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

/** One block of the dashboard: an icon, a heading, an optional link, and its list or message. */
export function DashboardSection({
  icon: Icon,
  title,
  action,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={clsx('min-w-0', className)}>
      <Card className="h-full p-5 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
            <Icon aria-hidden="true" className="size-5 text-harbour-700 dark:text-harbour-300" />
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** What a section says when it has nothing to list, or could not load. */
export function SectionMessage({ children }: { children: ReactNode }) {
  return <div className="text-sm text-slate-600 dark:text-slate-300">{children}</div>;
}

/** The rows of a section, divided by hairlines. */
export function SectionList({ children }: { children: ReactNode }) {
  return <ul className="-my-4 divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>;
}
