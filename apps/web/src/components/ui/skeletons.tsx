/** Grey cards the shape of the real ones while the list loads. */
export function CardGridSkeleton({
  count = 6,
  label,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
}: {
  count?: number;
  label: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="aspect-[4/3] bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-3 p-4">
            <div className="h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-5 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function BlockSkeleton({ label, className = 'h-64' }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className={`animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800 ${className}`}
    />
  );
}
