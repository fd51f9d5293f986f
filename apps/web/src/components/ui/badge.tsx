import { clsx } from 'clsx';

const tones = {
  green: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-200',
  blue: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-900 dark:text-harbour-100',
  amber: 'bg-brass-100 text-brass-900 dark:bg-brass-900/60 dark:text-brass-100',
  grey: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  red: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-200',
} as const;
export type BadgeTone = keyof typeof tones;

/** A small pill of text: statuses, standings, flags. One look across the site. */
export function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}
