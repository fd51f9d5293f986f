import type { ReleaseDeskInvoice } from '@auction/contracts';
import { superAdminRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { useState } from 'react';
import { pickupWords } from '../../../components/invoices/invoice-terms';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { formatDateTime, todayInHalifax } from '../../../lib/format';
import { fieldErrorsOf, messageForError, serverMessageOf } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useReleaseLots } from '../api/release-desk';

/** One invoice at the desk: what is paid, which lots are released, and a form to release the rest. */
export function ReleasePanel({ invoice }: { invoice: ReleaseDeskInvoice }) {
  const { user } = useAuth();
  const isManager = hasAnyRole(user?.roles ?? [], superAdminRoles);
  const release = useReleaseLots();
  const waiting = invoice.lots.filter((lot) => !lot.released_at);
  const [chosen, setChosen] = useState<string[]>(() =>
    invoice.fully_paid ? waiting.map((lot) => lot.lot_id) : [],
  );
  const [releasedTo, setReleasedTo] = useState(invoice.buyer_name);
  const [override, setOverride] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const heading = `Invoice ${invoice.number ?? ''}`.trim();
  const mayRelease = invoice.fully_paid || isManager;
  // The frozen terms say when the goods may be collected; the desk is told when today is not one.
  const pickup = invoice.buyer_terms?.pickup ?? null;
  const today = todayInHalifax();
  const outsideWindow = pickup?.kind === 'window' && (today < pickup.from || today > pickup.until);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    release.mutate(
      {
        invoiceId: invoice.invoice_id,
        lot_ids: chosen,
        released_to: releasedTo,
        ...(invoice.fully_paid ? {} : { override_reason: override }),
      },
      {
        onSuccess: (after) => {
          const count = chosen.length;
          notify.success(`${count} ${count === 1 ? 'lot' : 'lots'} released to ${releasedTo}.`);
          setChosen(
            after.lots.filter((lot) => !lot.released_at && after.fully_paid).map((lot) => lot.lot_id),
          );
          setOverride('');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            setProblem(serverMessageOf(error) ?? messageForError(error).join(' '));
        },
      },
    );
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-lg font-semibold text-slate-900 dark:text-white">{heading}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {invoice.buyer_name}
            {invoice.paddle_number !== null && ` · paddle ${invoice.paddle_number}`} · {invoice.auction_title}
          </p>
          {invoice.pickup_slot_start && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Pickup booked for {formatDateTime(invoice.pickup_slot_start)}
            </p>
          )}
          {pickup && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {pickup.kind === 'window' ? 'Pickup window: ' : 'Pickup: '}
              {pickupWords(invoice.buyer_terms, '')}
            </p>
          )}
        </div>
        {outsideWindow && (
          <Alert tone="warning" title="Outside the sale's pickup window">
            Today is not a pickup day of this sale. Check with the office before handing goods over.
          </Alert>
        )}
        {invoice.fully_paid ? (
          <Badge label="Paid in full" tone="green" />
        ) : (
          <Badge label={`Balance ${formatCents(invoice.balance_cents)}`} tone="amber" />
        )}
      </div>
      {!invoice.fully_paid && (
        <Alert tone="warning">
          This invoice is not paid in full ({formatCents(invoice.paid_cents)} of{' '}
          {formatCents(invoice.total_cents)} paid). Take the payment before releasing
          {isManager
            ? ', or release with a reason as a manager.'
            : '; only a manager may release unpaid lots.'}
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label={`Release lots of ${heading}`} className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">Lots</legend>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {invoice.lots.map((lot) => {
              const id = `release-${invoice.invoice_id}-${lot.lot_id}`;
              return (
                <li key={lot.lot_id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                  <input
                    id={id}
                    type="checkbox"
                    className="size-5 accent-harbour-700 dark:accent-brass-400"
                    disabled={Boolean(lot.released_at) || !mayRelease}
                    checked={chosen.includes(lot.lot_id)}
                    onChange={(event) =>
                      setChosen((ids) =>
                        event.target.checked
                          ? [...ids, lot.lot_id]
                          : ids.filter((other) => other !== lot.lot_id),
                      )
                    }
                  />
                  <label htmlFor={id} className="flex-1">
                    Lot {lot.lot_number}: {lot.title}{' '}
                    <span className="text-slate-600 dark:text-slate-400">
                      ({formatCents(lot.hammer_cents)})
                    </span>
                  </label>
                  {lot.released_at ? (
                    <span className="text-slate-700 dark:text-slate-300">
                      Released {formatDateTime(lot.released_at)} to {lot.released_to}
                      {lot.released_by_name ? ` by ${lot.released_by_name}` : ''}
                    </span>
                  ) : (
                    <Badge label="Waiting" tone="grey" />
                  )}
                </li>
              );
            })}
          </ul>
          {errors.lot_ids && (
            <p className="text-sm font-medium text-red-700 dark:text-red-400">{errors.lot_ids.join(' ')}</p>
          )}
        </fieldset>
        {waiting.length > 0 && mayRelease && (
          <>
            <TextField
              label="Released to"
              hint="The name of the person collecting the goods"
              value={releasedTo}
              error={errors.released_to?.join(' ')}
              onChange={(event) => setReleasedTo(event.target.value)}
            />
            {!invoice.fully_paid && isManager && (
              <TextField
                label="Manager's reason to release unpaid lots"
                value={override}
                error={errors.override_reason?.join(' ')}
                onChange={(event) => setOverride(event.target.value)}
              />
            )}
            <Button type="submit" loading={release.isPending} disabled={chosen.length === 0}>
              Release {chosen.length} {chosen.length === 1 ? 'lot' : 'lots'}
            </Button>
          </>
        )}
      </form>
    </Card>
  );
}
