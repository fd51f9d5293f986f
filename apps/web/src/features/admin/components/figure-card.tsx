import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** One dashboard figure that opens the report (or list) behind it. */
export function FigureCard({
  label,
  value,
  detail,
  to,
  icon: Icon,
}: {
  label: string;
  value: string;
  detail: string;
  to: string;
  icon: LucideIcon;
}) {
  return (
    <Link
      to={to}
      className="group block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-harbour-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-harbour-500"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</span>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-harbour-600 dark:text-harbour-300" />
      </span>
      <span className="mt-3 block font-display text-3xl font-semibold text-harbour-950 dark:text-white">
        {value}
      </span>
      <span className="mt-1 flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        {detail}
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}
