import type { StaffInvoiceDetail } from '@auction/contracts';
import { formatDateTime } from '../../../lib/format';

/** Who did what to the invoice and when, in words the server writes from the audit log, newest last. */
export function InvoiceHistory({ history }: { history: StaffInvoiceDetail['history'] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing yet.</p>;
  return (
    <ol className="space-y-3 border-l border-slate-200 pl-4 dark:border-slate-700">
      {history.map((entry) => (
        <li key={`${entry.at}-${entry.action}-${entry.detail}`} className="text-sm">
          <p className="font-medium">{entry.detail || entry.action}</p>
          <p className="text-slate-600 dark:text-slate-400">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
