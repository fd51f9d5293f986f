import { clsx } from 'clsx';

const tones: Record<string, string> = {
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  stored: 'bg-harbour-100 text-harbour-900 dark:bg-harbour-950 dark:text-harbour-200',
  queued: 'bg-brass-100 text-brass-900 dark:bg-brass-900/40 dark:text-brass-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        tones[status] ?? tones.stored,
      )}
    >
      {status}
    </span>
  );
}
