import type { ReportSection } from '@auction/contracts';
import { formatReportCell } from '../report-format';

/**
 * A section's headline: the totals its server names first (sold lots, hammer, average...), each
 * under its column's own label, so the figures read the same here, in the table and in the CSV.
 */
export function ReportHighlights({ section }: { section: ReportSection }) {
  const { totals } = section;
  const figures = (section.highlights ?? []).flatMap((key) => {
    const column = section.columns.find((candidate) => candidate.key === key);
    return column && totals
      ? [{ key, label: column.label, value: formatReportCell(column.kind, totals[key]) }]
      : [];
  });
  if (figures.length === 0) return null;
  return (
    <section aria-label={`Totals: ${section.title}`}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="mt-1 font-display text-xl font-semibold text-harbour-950 tabular-nums dark:text-white">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
