import type { LucideIcon } from 'lucide-react';

/** One headline figure of the sale (a term and its value in the figures list), with a line of detail. */
export function FigureCard({
  label,
  value,
  icon: Icon,
  detail,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  detail?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      {/* A list group holds only terms and values: the icon sits inside the term. */}
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
        {label}
        <Icon aria-hidden="true" className="size-5 shrink-0 text-harbour-600 dark:text-harbour-300" />
      </dt>
      <dd className="mt-2 font-display text-2xl font-semibold text-harbour-950 tabular-nums sm:text-3xl dark:text-white">
        {value}
      </dd>
      {detail && <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</dd>}
    </div>
  );
}
