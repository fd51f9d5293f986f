import {
  calendarDateSchema,
  lastDayWithinFiveYears,
  type ReportGroup,
  type ReportName,
  reportGroups,
  reportNames,
} from '@auction/contracts';
import { type ReportRangePreset, reportRangeOf } from '@auction/domain';
import type { ReportRequest } from './api/report-queries';

const isReport = (value: string | null): value is ReportName => reportNames.includes(value as ReportName);
const isGroup = (value: string | null): value is ReportGroup => reportGroups.includes(value as ReportGroup);
const isDay = (value: string | null): value is string =>
  value !== null && calendarDateSchema.safeParse(value).success;

export const defaultPreset: ReportRangePreset = 'year-to-date';

/**
 * The report and range a link asks for (`?report=tax&from=2026-01-01&to=2026-03-31&group=month`),
 * with what is missing or wrong replaced: sales, this year so far, by month.
 */
export function reportRequestOf(search: URLSearchParams, today: string): ReportRequest {
  const report = search.get('report');
  const group = search.get('group');
  const from = search.get('from');
  const to = search.get('to');
  const fallback = reportRangeOf(defaultPreset, today);
  const range =
    isDay(from) && isDay(to) && from <= to && to <= lastDayWithinFiveYears(from) ? { from, to } : fallback;
  return {
    report: isReport(report) ? report : 'sales',
    group: isGroup(group) ? group : 'month',
    ...range,
  };
}

/** The search params of a request, in the order a person reads them. */
export function searchOf(request: ReportRequest): URLSearchParams {
  return new URLSearchParams({
    report: request.report,
    from: request.from,
    to: request.to,
    group: request.group,
  });
}
