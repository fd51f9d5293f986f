import { calendarDateSchema } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDate, todayInHalifax } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchPickList, releaseDeskKeys } from '../api/release-desk';

const slotTime = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Halifax',
  }).format(new Date(iso));

/** The day's booked pickups with their lots, to gather before buyers arrive; prints on paper. */
export function PickListPage() {
  const [params, setParams] = useSearchParams();
  const asked = calendarDateSchema.safeParse(params.get('date'));
  const date = asked.success ? asked.data : todayInHalifax();
  useDocumentTitle(`Pick list ${date}`);
  const list = useQuery({ queryKey: releaseDeskKeys.pickList(date), queryFn: () => fetchPickList(date) });

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8 print:p-0">
      <AdminPageHeader
        title={`Pick list for ${formatDate(`${date}T12:00:00Z`)}`}
        summary="Booked pickups in time order, with the lots to bring out in shelf order. Halifax time."
        actions={
          <div className="flex flex-wrap items-end gap-3 print:hidden">
            <TextField
              label="Day"
              type="date"
              value={date}
              onChange={(event) =>
                event.target.value && setParams({ date: event.target.value }, { replace: true })
              }
            />
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
          </div>
        }
      />
      {list.isError && <Alert tone="error">{messageForError(list.error).join(' ')}</Alert>}
      {list.data && list.data.length === 0 && <p role="status">No pickups are booked for this day.</p>}
      {list.data && list.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <caption className="sr-only">Pickups booked for {date}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Time
                </th>
                <th scope="col" className="py-2 pr-3">
                  Buyer
                </th>
                <th scope="col" className="py-2 pr-3">
                  Invoice
                </th>
                <th scope="col" className="py-2 pr-3">
                  Lots
                </th>
                <th scope="col" className="py-2 text-right">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((entry) => (
                <tr
                  key={entry.invoice_id}
                  className="break-inside-avoid border-b border-slate-200 align-top dark:border-slate-800"
                >
                  <td className="py-2 pr-3 whitespace-nowrap">{slotTime(entry.slot_start)}</td>
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {entry.buyer_name}
                    <span className="block font-normal text-slate-600 dark:text-slate-400">
                      {entry.paddle_number === null ? 'Buy now' : `Paddle ${entry.paddle_number}`}
                    </span>
                  </th>
                  <td className="py-2 pr-3 whitespace-nowrap">{entry.number ?? '—'}</td>
                  <td className="py-2 pr-3">
                    <ul>
                      {entry.lots.map((lot) => (
                        <li key={lot.lot_number}>
                          <span aria-hidden="true">{lot.released ? '☑' : '☐'} </span>
                          {lot.location && <span className="font-mono font-semibold">{lot.location} </span>}
                          Lot {lot.lot_number}: {lot.title}
                          {lot.released && (
                            <span className="text-slate-600 dark:text-slate-400"> (released)</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">
                    {entry.balance_cents === 0 ? 'Paid' : formatCents(entry.balance_cents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
