import type { ReportRow, ReportSection } from '@auction/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../../components/data-table';
import { formatReportCell } from '../report-format';
import { ReportChart } from './report-chart';
import { ReportHighlights } from './report-highlights';

interface Row {
  id: string;
  cells: ReportRow;
  total: boolean;
}
const helper = createColumnHelper<Row>();

/** One section of a report: its heading, what it counts, its headline totals, the chart and the table. */
export function ReportSectionView({ section }: { section: ReportSection }) {
  const columns = section.columns.map((column, index) =>
    helper.accessor((row) => row.cells[column.key] ?? null, {
      id: column.key,
      header: column.label,
      cell: (cell) => formatReportCell(column.kind, cell.getValue()),
      meta: {
        align: column.kind === 'text' ? 'left' : 'right',
        rowHeader: index === 0,
      },
    }),
  );
  const rows: Row[] = [
    ...section.rows.map((cells, index) => ({ id: String(index), cells, total: false })),
    ...(section.totals ? [{ id: 'total', cells: section.totals, total: true }] : []),
  ];
  return (
    <section aria-labelledby={`report-${section.id}`} className="space-y-3">
      <div>
        <h2 id={`report-${section.id}`} className="text-xl font-semibold">
          {section.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{section.note}</p>
      </div>
      {section.rows.length > 0 && <ReportHighlights section={section} />}
      <ReportChart section={section} />
      {section.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          Nothing in this range.
        </p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          label={section.title}
          minWidth={section.columns.length > 6 ? 'min-w-[56rem]' : 'min-w-[32rem]'}
          rowProps={(row) =>
            row.total ? { className: 'font-semibold bg-slate-50 dark:bg-slate-800/60' } : {}
          }
        />
      )}
    </section>
  );
}
