import { reportTitles } from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyProfile } from '../../site/public';
import { downloadReportCsv, type ReportRequest, reportQuery } from '../api/report-queries';
import { ReportChooser } from '../components/report-chooser';
import { ReportRangePicker } from '../components/report-range';
import { ReportSectionView } from '../components/report-section';
import { reportRequestOf, searchOf } from '../report-search';

/**
 * The reports: which one and which days live in the address, so a link such as
 * `/admin/reports?report=tax&from=2026-01-01&to=2026-03-31` opens that report for that range.
 */
export function ReportsPage() {
  const company = useCompanyProfile();
  const today = calendarDateIn(new Date(), company.time_zone);
  const [search, setSearch] = useSearchParams();
  const request = reportRequestOf(search, today);
  useDocumentTitle(`${reportTitles[request.report]} report`);
  const answer = useQuery(reportQuery(request));
  const [downloading, setDownloading] = useState(false);
  const change = (next: Partial<ReportRequest>) =>
    setSearch(searchOf({ ...request, ...next }), { replace: true });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(request);
    } catch {
      notify.error('The CSV could not be downloaded. Try again in a moment.');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Reports"
        summary={`Sales, tax, money owed and bidding over any range of days, in the house's time zone (${company.time_zone}).`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/reports/books" className={buttonClasses('secondary')}>
              <BookOpen aria-hidden="true" className="size-4" />
              Accounting export
            </Link>
            <Button variant="secondary" onClick={download} loading={downloading}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </Button>
          </div>
        }
      />
      <ReportChooser report={request.report} onChoose={(report) => change({ report })} />
      <ReportRangePicker
        range={{ from: request.from, to: request.to }}
        today={today}
        group={request.group}
        showGroup={request.report === 'sales'}
        onRange={(range) => change(range)}
        onGroup={(group) => change({ group })}
      />
      {answer.isError && <Alert tone="error">The report could not be loaded. Try again in a moment.</Alert>}
      {answer.isPending && <PageLoader />}
      {answer.data && (
        <div className="space-y-8" aria-busy={answer.isFetching || undefined}>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {answer.data.title}, {answer.data.from} to {answer.data.to}.
          </p>
          {answer.data.sections.map((section) => (
            <ReportSectionView key={section.id} section={section} />
          ))}
        </div>
      )}
    </div>
  );
}
