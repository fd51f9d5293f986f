import type { ReportSection } from '@auction/contracts';
import { useId } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatReportCell, formatReportTick } from '../report-format';

/** Colours that read on the light and the dark page alike. */
const palette = ['#4b8dbf', '#c8963e', '#3f9d6b'];

/**
 * A section's chart. The picture is one image with a name; the table under it is its text
 * alternative, so the chart's own parts stay out of the accessibility tree.
 */
export function ReportChart({ section }: { section: ReportSection }) {
  const titleId = useId();
  const chart = section.chart;
  // Nothing to draw when every figure is nought: the table says so plainly.
  const drawn = chart?.series.some((key) => section.rows.some((row) => Number(row[key] ?? 0) !== 0));
  if (!chart || !drawn) return null;
  const columnOf = (key: string) => section.columns.find((column) => column.key === key);
  const kind = columnOf(chart.series[0] ?? '')?.kind ?? 'count';
  const data = section.rows.map((row) => ({ ...row, [chart.x]: String(row[chart.x] ?? '') }));
  const series = chart.series.map((key, index) => ({
    key,
    name: columnOf(key)?.label ?? key,
    color: palette[index % palette.length] as string,
  }));
  const axes = (
    <>
      <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
      <XAxis
        dataKey={chart.x}
        tick={{ fill: 'currentColor', fontSize: 12 }}
        stroke="currentColor"
        interval="preserveStartEnd"
        minTickGap={8}
        tickFormatter={(label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label)}
      />
      <YAxis
        tick={{ fill: 'currentColor', fontSize: 12 }}
        stroke="currentColor"
        width={64}
        domain={kind === 'ratio' ? [0, 1] : [(lowest: number) => Math.min(0, lowest), 'auto']}
        tickFormatter={(value: number) => formatReportTick(kind, value)}
      />
      <Tooltip
        formatter={(value) => formatReportCell(kind, typeof value === 'number' ? value : Number(value))}
        contentStyle={{ color: '#0f172a' }}
      />
      <Legend />
    </>
  );
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <figcaption id={titleId} className="mb-3 text-base font-semibold">
        {chart.title}
      </figcaption>
      <div
        role="img"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-alt`}
        className="h-64 text-slate-600 sm:h-72 dark:text-slate-300"
      >
        <ResponsiveContainer width="100%" height="100%">
          {chart.kind === 'line' ? (
            <LineChart data={data} accessibilityLayer={false}>
              {axes}
              {series.map((line) => (
                <Line
                  key={line.key}
                  dataKey={line.key}
                  name={line.name}
                  stroke={line.color}
                  strokeWidth={2}
                  dot={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart data={data} accessibilityLayer={false}>
              {axes}
              {series.map((bar) => (
                <Bar
                  key={bar.key}
                  dataKey={bar.key}
                  name={bar.name}
                  fill={bar.color}
                  radius={[3, 3, 0, 0]}
                  maxBarSize={72}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <p id={`${titleId}-alt`} className="sr-only">
        The table below gives the same figures.
      </p>
    </figure>
  );
}
