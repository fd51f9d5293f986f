import { calendarDateProblem, type Journal, lastDayWithinAYear } from '@auction/contracts';
import { calendarDateIn, reportRangeOf } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { TextLink } from '../../../components/ui/text-link';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyProfile } from '../../site/public';
import {
  downloadJournal,
  type JournalDownload,
  type JournalPeriod,
  journalQuery,
} from '../api/journal-queries';
import { JournalAccounts, JournalTable } from '../components/journal-table';
import { PeriodPicker } from '../components/period-picker';

/** The period in the address (`?from=2026-10-01&to=2026-10-31`), last month when it names none that makes sense. */
function periodOf(search: URLSearchParams, today: string): JournalPeriod {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const readable =
    !calendarDateProblem(from) && !calendarDateProblem(to) && from <= to && to <= lastDayWithinAYear(from);
  return readable ? { from, to } : reportRangeOf('last-month', today);
}

/** Xero's manual journal import takes at most this many lines in one file. */
const xeroLinesPerFile = 300;
const lineCount = (journal: Journal) =>
  journal.entries.reduce((total, entry) => total + entry.lines.length, 0);

const downloads: { format: JournalDownload; label: string }[] = [
  { format: 'quickbooks', label: 'QuickBooks Online CSV' },
  { format: 'xero', label: 'Xero CSV' },
];

/**
 * The accounting export: the period's journal for the house's bookkeeper, previewed entry by entry
 * with its totals, and downloaded in the layout QuickBooks Online or Xero imports.
 */
export function BooksPage() {
  useDocumentTitle('Accounting export');
  const company = useCompanyProfile();
  const today = calendarDateIn(new Date(), company.time_zone);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search, today);
  const answer = useQuery(journalQuery(period));
  const [downloading, setDownloading] = useState<JournalDownload | null>(null);
  const download = async (format: JournalDownload) => {
    setDownloading(format);
    try {
      await downloadJournal(period, format);
    } catch {
      notify.error('The file could not be downloaded. Try again in a moment.');
    } finally {
      setDownloading(null);
    }
  };
  const journal = answer.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Accounting export"
        summary={`The journal for the bookkeeper: invoices, credit notes, payments, fees, deposits, consignor statements and payouts, by the house's days (${company.time_zone}).`}
        actions={
          <div className="flex flex-wrap gap-2">
            {downloads.map(({ format, label }) => (
              <Button
                key={format}
                variant="secondary"
                onClick={() => download(format)}
                loading={downloading === format}
                disabled={downloading !== null && downloading !== format}
              >
                <Download aria-hidden="true" className="size-4" />
                {label}
              </Button>
            ))}
          </div>
        }
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <TextLink to="/admin/reports">Back to the reports</TextLink>. The accounts are named under{' '}
        <TextLink to="/admin/settings#accounting-accounts">Settings</TextLink>.
      </p>
      <PeriodPicker
        period={period}
        today={today}
        onPeriod={(next) => setSearch({ from: next.from, to: next.to }, { replace: true })}
      />
      {answer.isError && <Alert tone="error">The journal could not be loaded. Try again in a moment.</Alert>}
      {answer.isPending && <PageLoader />}
      {journal && (
        <div className="space-y-8" aria-busy={answer.isFetching || undefined}>
          <Alert tone={journal.balanced ? 'success' : 'error'}>
            {journal.from} to {journal.to}: {journal.entries.length} entries, debits{' '}
            {formatCents(journal.debit_cents)} and credits {formatCents(journal.credit_cents)}
            {journal.balanced
              ? ': they balance.'
              : ': they do not balance. Tell the developers before importing.'}
          </Alert>
          {lineCount(journal) > xeroLinesPerFile && (
            <Alert tone="warning">
              This period has {lineCount(journal)} lines; Xero imports at most {xeroLinesPerFile} lines a
              file, so for Xero export it in shorter periods (the QuickBooks file takes it whole).
            </Alert>
          )}
          {journal.entries.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
              Nothing was invoiced, credited, paid or settled in this period.
            </p>
          ) : (
            <>
              <section aria-labelledby="journal-entries" className="space-y-3">
                <h2 id="journal-entries" className="text-xl font-semibold">
                  Entries
                </h2>
                <JournalTable journal={journal} />
              </section>
              <section aria-labelledby="journal-accounts" className="space-y-3">
                <h2 id="journal-accounts" className="text-xl font-semibold">
                  Totals by account
                </h2>
                <JournalAccounts journal={journal} />
              </section>
            </>
          )}
        </div>
      )}
    </div>
  );
}
