/** A labelled progress bar for a picture being sent. */
export function UploadProgress({ label, share }: { label: string; share: number }) {
  const percent = Math.round(share * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-slate-700 dark:text-slate-300">
        <span className="truncate">{label}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full accent-harbour-700 dark:accent-brass-400"
      />
    </div>
  );
}
