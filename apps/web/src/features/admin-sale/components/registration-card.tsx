import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/format';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { notify } from '../../../lib/notify';
import { type StaffRegistration, useUpdateRegistration } from '../api/registrations';
import {
  type RegistrationEditInput,
  type RegistrationEditValues,
  registrationEditSchema,
  toEditInput,
} from '../registration-form-schema';

const statusBadges: Record<StaffRegistration['status'], [string, BadgeTone]> = {
  pending: ['Pending', 'amber'],
  approved: ['Approved', 'green'],
  rejected: ['Rejected', 'red'],
};

/** One bidder's registration: approve or reject it, and set the paddle and the bidding limit. */
export function RegistrationCard({
  auctionId,
  registration,
}: {
  auctionId: string;
  registration: StaffRegistration;
}) {
  const update = useUpdateRegistration(auctionId);
  const form = useForm<RegistrationEditInput, unknown, RegistrationEditValues>({
    resolver: zodResolver(registrationEditSchema),
    values: toEditInput(registration),
  });
  const { errors, isDirty } = form.formState;
  const [statusLabel, tone] = statusBadges[registration.status];
  const who = registration.name;

  const setStatus = (status: 'approved' | 'rejected') =>
    update.mutate(
      { id: registration.id, body: { status } },
      { onSuccess: () => notify.success(`${who} ${status === 'approved' ? 'approved' : 'rejected'}.`) },
    );

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        id: registration.id,
        body: { paddle_number: values.paddle_number, bidding_limit_cents: values.bidding_limit },
      },
      {
        onSuccess: () => notify.success(`Paddle and bidding limit of ${who} saved.`),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields.paddle_number)
            form.setError('paddle_number', { type: 'server', message: fields.paddle_number.join(' ') });
          if (fields.bidding_limit_cents)
            form.setError('bidding_limit', { type: 'server', message: fields.bidding_limit_cents.join(' ') });
        },
      },
    ),
  );

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <article aria-label={`${who} (${registration.email})`}>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,2fr)_auto] lg:items-start">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold">{who}</p>
              <Badge label={statusLabel} tone={tone} />
            </div>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{registration.email}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              Registered {formatDateTime(registration.terms_accepted_at)}
            </p>
          </div>
          <form
            noValidate
            onSubmit={onSubmit}
            className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[8rem_1fr_auto]"
          >
            <TextField
              label="Paddle number"
              inputMode="numeric"
              error={errors.paddle_number?.message}
              {...form.register('paddle_number')}
            />
            <TextField
              label="Bidding limit ($)"
              inputMode="decimal"
              placeholder="No limit"
              error={errors.bidding_limit?.message}
              {...form.register('bidding_limit')}
            />
            <Button
              type="submit"
              variant="secondary"
              className="col-span-2 sm:col-span-1 sm:mt-7"
              disabled={!isDirty}
              loading={update.isPending && update.variables?.body.status === undefined}
            >
              Save
            </Button>
          </form>
          <div className="flex flex-wrap gap-2 lg:mt-7 lg:justify-end">
            {registration.status !== 'approved' && (
              <Button size="md" onClick={() => setStatus('approved')} disabled={update.isPending}>
                <Check aria-hidden="true" className="size-4" />
                Approve
              </Button>
            )}
            {registration.status !== 'rejected' && (
              <Button
                variant="danger"
                size="md"
                onClick={() => setStatus('rejected')}
                disabled={update.isPending}
              >
                <X aria-hidden="true" className="size-4" />
                Reject
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
