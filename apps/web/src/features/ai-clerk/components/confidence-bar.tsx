import { clsx } from 'clsx';
import { confidenceWord } from '../lib/describe-action';

/** The AI clerk's confidence as a bar and a percentage. */
export function ConfidenceBar({ confidence }: { confidence: number }) {
  const percent = Math.round(confidence * 100);
  const tone =
    confidence >= 0.8
      ? 'bg-emerald-600 dark:bg-emerald-400'
      : confidence >= 0.5
        ? 'bg-amber-500 dark:bg-amber-300'
        : 'bg-red-600 dark:bg-red-400';
  return (
    <div className="flex items-center gap-3">
      <meter
        aria-label="Confidence"
        min={0}
        max={100}
        value={percent}
        aria-valuetext={`${percent}% (${confidenceWord(confidence)})`}
        className="sr-only"
      />
      <div
        aria-hidden="true"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={clsx('h-full rounded-full', tone)} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-28 shrink-0 text-right text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {percent}% · {confidenceWord(confidence)}
      </span>
    </div>
  );
}
