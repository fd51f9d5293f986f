import { Spinner } from './spinner';

export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-stone-50 text-harbour-800 dark:bg-slate-950 dark:text-harbour-200"
    >
      <Spinner className="size-10 border-4" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
