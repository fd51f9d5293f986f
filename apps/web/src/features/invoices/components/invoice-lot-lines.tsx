import type { InvoiceDetail } from '@auction/contracts';
import { formatDay } from '../../../lib/format';
import { formatCents } from '../../../lib/money';

type LotLine = InvoiceDetail['lines'][number];

function Collected({ line }: { line: LotLine }) {
  if (!line.released_at) return null;
  return (
    <span className="block text-xs text-slate-600 dark:text-slate-300">
      Collected {formatDay(line.released_at)}
    </span>
  );
}

/**
 * The lots of an invoice. A phone lists each lot with its hammer price and premium under it, so
 * no column waits off screen; wider screens get the table.
 */
export function InvoiceLotLines({ lots }: { lots: LotLine[] }) {
  return (
    <section aria-labelledby="invoice-lots-heading">
      <h2 id="invoice-lots-heading" className="text-lg font-semibold">
        Lots
      </h2>
      <ul
        aria-label="Lots on this invoice"
        className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 sm:hidden dark:divide-slate-700 dark:border-slate-700"
      >
        {lots.map((line) => (
          <li key={line.id} className="space-y-1 px-3 py-2 text-sm">
            <p>
              <span className="font-semibold">Lot {line.lot_number}</span> {line.description}
              <Collected line={line} />
            </p>
            <dl className="grid grid-cols-2 gap-x-3">
              <dt className="text-slate-600 dark:text-slate-300">Hammer</dt>
              <dd className="text-right tabular-nums">{formatCents(line.amount_cents)}</dd>
              <dt className="text-slate-600 dark:text-slate-300">Buyer’s premium</dt>
              <dd className="text-right tabular-nums">{formatCents(line.premium_cents)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <table className="mt-3 hidden w-full rounded-lg border border-slate-200 text-left text-sm sm:table dark:border-slate-700">
        <caption className="sr-only">Lots on this invoice</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              Lot
            </th>
            <th scope="col" className="px-3 py-2">
              Description
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Hammer
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Buyer’s premium
            </th>
          </tr>
        </thead>
        <tbody>
          {lots.map((line) => (
            <tr key={line.id} className="border-t border-slate-200 dark:border-slate-700">
              <td className="px-3 py-2">{line.lot_number}</td>
              <td className="px-3 py-2">
                {line.description}
                <Collected line={line} />
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(line.amount_cents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(line.premium_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
