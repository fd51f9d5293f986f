import type { StaffLot } from '@auction/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { useSaveLotPrices } from '../api/lot-mutations';
import {
  buildPricesBody,
  type PriceDraft,
  type PriceErrors,
  priceDraftOf,
  serverPriceErrors,
} from '../bulk-prices';

function PriceInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = label.replaceAll(/\W+/g, '-').toLowerCase();
  return (
    <div className="space-y-1">
      <input
        id={id}
        aria-label={label}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClasses} py-1.5 text-right tabular-nums`}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** Every lot's starting bid and reserve editable at once, saved in one request. */
export function BulkPricesTable({
  auctionId,
  lots,
  onDone,
}: {
  auctionId: string;
  lots: StaffLot[];
  onDone: () => void;
}) {
  const save = useSaveLotPrices(auctionId);
  const [drafts, setDrafts] = useState<Record<string, PriceDraft>>(() =>
    Object.fromEntries(lots.map((lot) => [lot.id, priceDraftOf(lot)])),
  );
  const [errors, setErrors] = useState<PriceErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const editable = lots.filter((lot) => lot.status !== 'sold' && lot.status !== 'passed');

  const change = (id: string, key: keyof PriceDraft, value: string) =>
    setDrafts((current) => ({
      ...current,
      [id]: { ...(current[id] ?? { starting: '', reserve: '' }), [key]: value },
    }));

  function handleSave() {
    const { body, errors: rowErrors } = buildPricesBody(editable, drafts);
    setErrors(rowErrors);
    setProblems([]);
    if (Object.keys(rowErrors).length > 0) {
      setProblems(['Some prices need fixing; see the rows marked below.']);
      return;
    }
    if (!body) {
      notify.info('No prices changed.');
      onDone();
      return;
    }
    save.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        onDone();
      },
      onError: (error) => {
        const placed = serverPriceErrors(body, fieldErrorsOf(error));
        const hasRows = Object.keys(placed.rows).length > 0;
        setErrors(placed.rows);
        setProblems([
          ...(hasRows ? ['Some prices were refused; see the rows marked below.'] : []),
          ...(hasRows || placed.unplaced.length > 0 ? placed.unplaced : messageForError(error)),
        ]);
      },
    });
  }

  return (
    <section aria-labelledby="bulk-prices-heading" className="space-y-4">
      <h2 id="bulk-prices-heading" className="text-lg font-semibold">
        Edit starting bids and reserves
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Amounts in dollars. Leave a reserve empty for none. Sold and passed lots are not listed.
      </p>
      {problems.length > 0 && (
        <Alert tone="error">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      )}
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full table-fixed text-sm">
          <caption className="sr-only">Starting bids and reserves</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="px-3 py-3 font-semibold">
                Lot
              </th>
              <th scope="col" className="w-28 px-3 py-3 text-right font-semibold sm:w-40">
                Starting bid ($)
              </th>
              <th scope="col" className="w-28 px-3 py-3 text-right font-semibold sm:w-40">
                Reserve ($)
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {editable.map((lot) => (
              <tr key={lot.id} className="align-top">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <span className="block font-semibold">Lot {lot.lotNumber}</span>
                  <span className="block truncate text-slate-600 dark:text-slate-400">{lot.title}</span>
                  {errors[lot.id]?.other && (
                    <span className="block text-xs font-medium text-red-700 dark:text-red-400">
                      {errors[lot.id]?.other}
                    </span>
                  )}
                </th>
                <td className="px-3 py-2">
                  <PriceInput
                    label={`Starting bid for lot ${lot.lotNumber}`}
                    value={drafts[lot.id]?.starting ?? ''}
                    error={errors[lot.id]?.starting}
                    onChange={(value) => change(lot.id, 'starting', value)}
                  />
                </td>
                <td className="px-3 py-2">
                  <PriceInput
                    label={`Reserve for lot ${lot.lotNumber}`}
                    value={drafts[lot.id]?.reserve ?? ''}
                    error={errors[lot.id]?.reserve}
                    onChange={(value) => change(lot.id, 'reserve', value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button loading={save.isPending} onClick={handleSave}>
          Save prices
        </Button>
      </div>
    </section>
  );
}
