import { type Report, type ReportGroup, type ReportName, reportSchema } from '@auction/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { saveFile } from '../../../lib/save-file';

export interface ReportRequest {
  report: ReportName;
  from: string;
  to: string;
  group: ReportGroup;
}

const paramsOf = (request: ReportRequest) => ({ from: request.from, to: request.to, group: request.group });

export const reportQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: ['admin', 'reports', request.report, request.from, request.to, request.group] as const,
    queryFn: async (): Promise<Report> =>
      reportSchema.parse(
        (await http.get(`/api/admin/reports/${request.report}`, { params: paramsOf(request) })).data,
      ),
    placeholderData: keepPreviousData,
  });

/** The report as the server writes it in CSV, saved as `sales-2026-03-01-to-2026-03-31.csv`. */
export async function downloadReportCsv(request: ReportRequest): Promise<void> {
  const answer = await http.get<Blob>(`/api/admin/reports/${request.report}`, {
    params: { ...paramsOf(request), format: 'csv' },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  saveFile(answer.data, `${request.report}-${request.from}-to-${request.to}.csv`);
}
