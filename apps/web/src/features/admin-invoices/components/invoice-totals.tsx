import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiParams } from '../../../components/data-table/list-params';
import { useListParams } from '../../../components/data-table/use-list-params';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { adminInvoiceKeys, fetchStaffInvoicePage } from '../api/invoice-queries';
import { invoiceColumns, invoiceListDefaults } from './invoice-table';

const sorts = invoiceColumns.filter((column) => column.enableSorting).map((column) => column.id as string);

/**
 * Count, total, paid and what is owed of the issued invoices the list's filter matches, and the
 * drafts apart (they owe nothing until issued), read from the same answer the table shows, so the
 * two never disagree.
 */
export function InvoiceTotals() {
  const { params } = useListParams({ ...invoiceListDefaults, sorts });
  const api = toApiParams(params);
  const list = useQuery({
    queryKey: [...adminInvoiceKeys.lists, api],
    queryFn: () => fetchStaffInvoicePage(api),
    placeholderData: keepPreviousData,
  });
  const totals = list.data?.totals;
  const figures = [
    { label: 'Issued invoices', value: totals ? formatCount(totals.count) : '—' },
    { label: 'Total', value: totals ? formatCents(totals.total_cents) : '—' },
    { label: 'Paid', value: totals ? formatCents(totals.paid_cents) : '—' },
    { label: 'Owed', value: totals ? formatCents(totals.balance_cents) : '—' },
  ];
  const drafts = totals?.drafts;
  return (
    <section aria-label="Totals of these invoices" className="space-y-2">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <Card key={figure.label} className="p-4">
            <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{figure.label}</dt>
            <dd className="mt-1 font-display text-2xl font-semibold text-harbour-950 tabular-nums dark:text-white">
              {figure.value}
            </dd>
          </Card>
        ))}
      </dl>
      {drafts && drafts.count > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {drafts.count === 1 ? '1 draft' : `${formatCount(drafts.count)} drafts`} for{' '}
          {formatCents(drafts.total_cents)} not issued yet: not counted as owed until issued.
        </p>
      )}
    </section>
  );
}
