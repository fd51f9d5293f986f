import { Spinner } from './spinner';

/** Shown inside a layout while a page's code loads. */
export function PageLoader() {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <Spinner className="size-6" />
      <span className="text-sm">Loading…</span>
    </div>
  );
}
