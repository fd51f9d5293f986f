import { zodResolver } from '@hookform/resolvers/zod';
import { Check, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
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

export const registrationStatusLabel = (status: StaffRegistration['status']) => statusBadges[status][0];

export function RegistrationStatusBadge({ status }: { status: StaffRegistration['status'] }) {
  const [label, tone] = statusBadges[status];
  return <Badge label={label} tone={tone} />;
}

/** A bidder's paddle and bidding limit, saved together. */
export function RegistrationForm({
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
  const who = registration.name;

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
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Paddle and bidding limit of ${who}`}
      className="grid min-w-[24rem] grid-cols-[7rem_1fr_auto] items-start gap-3"
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
        className="mt-7"
        disabled={!isDirty}
        loading={update.isPending}
      >
        Save
      </Button>
    </form>
  );
}

/** Approve or reject a registration (whichever it is not already). */
export function RegistrationDecision({
  auctionId,
  registration,
}: {
  auctionId: string;
  registration: StaffRegistration;
}) {
  const update = useUpdateRegistration(auctionId);
  const who = registration.name;
  const setStatus = (status: 'approved' | 'rejected') =>
    update.mutate(
      { id: registration.id, body: { status } },
      { onSuccess: () => notify.success(`${who} ${status === 'approved' ? 'approved' : 'rejected'}.`) },
    );
  return (
    <div className="flex flex-wrap gap-2">
      {registration.status !== 'approved' && (
        <Button size="sm" onClick={() => setStatus('approved')} disabled={update.isPending}>
          <Check aria-hidden="true" className="size-4" />
          Approve
        </Button>
      )}
      {registration.status !== 'rejected' && (
        <Button variant="danger" size="sm" onClick={() => setStatus('rejected')} disabled={update.isPending}>
          <X aria-hidden="true" className="size-4" />
          Reject
        </Button>
      )}
    </div>
  );
}
