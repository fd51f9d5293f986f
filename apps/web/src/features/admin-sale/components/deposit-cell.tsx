import { type DeskDepositMethod, deskDepositMethods } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { todayInHalifax } from '../../../lib/format';
import { fieldErrorsOf } from '../../../lib/http/messages';
import { dollarsToCents, formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { registrationDepositsQuery, useRecordDeposit, useRefundDeposit } from '../api/deposits';
import type { StaffRegistration } from '../api/registrations';

/** An online registration or a floor buyer's: whose deposit it is. */
type DepositHolder = Pick<StaffRegistration, 'id' | 'name'>;

const methodLabels: Record<DeskDepositMethod, string> = {
  cash: 'Cash',
  debit: 'Debit',
  card_counter: 'Credit card (terminal)',
  cheque: 'Cheque',
  etransfer: 'Interac e-Transfer',
};

function RecordDeposit({
  auctionId,
  registration,
  owingCents,
}: {
  auctionId: string;
  registration: DepositHolder;
  owingCents: number;
}) {
  const record = useRecordDeposit(auctionId);
  const [method, setMethod] = useState<DeskDepositMethod>('cash');
  const [amount, setAmount] = useState((owingCents / 100).toFixed(2));
  const [day, setDay] = useState(todayInHalifax());
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [key] = useState(() => crypto.randomUUID());

  function submit(event: FormEvent) {
    event.preventDefault();
    const dollars = Number(amount.replace(/[$,\s]/g, ''));
    if (!Number.isFinite(dollars) || dollars <= 0) {
      setErrors({ amount_cents: ['Enter the amount received.'] });
      return;
    }
    record.mutate(
      {
        registrationId: registration.id,
        body: {
          method,
          amount_cents: dollarsToCents(dollars),
          received_on: day,
          reference: '',
          idempotency_key: key,
        },
      },
      {
        onSuccess: () => notify.success(`Deposit of ${registration.name} recorded.`),
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  }

  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-harbour-700 dark:text-harbour-300">
        Record deposit
      </summary>
      <form
        noValidate
        onSubmit={submit}
        aria-label={`Deposit of ${registration.name}`}
        className="mt-2 grid gap-2"
      >
        <SelectField
          label="Method"
          value={method}
          onChange={(event) => setMethod(event.target.value as DeskDepositMethod)}
          options={deskDepositMethods.map((value) => ({ value, label: methodLabels[value] }))}
        />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount_cents?.join(' ')}
        />
        <TextField
          label="Received on"
          type="date"
          value={day}
          max={todayInHalifax()}
          onChange={(event) => setDay(event.target.value)}
          error={errors.received_on?.join(' ')}
        />
        <Button type="submit" size="sm" loading={record.isPending}>
          Record deposit
        </Button>
      </form>
    </details>
  );
}

/** A registration's deposit and card on file on the staff registrations page (online or floor). */
export function DepositCell({ auctionId, registration }: { auctionId: string; registration: DepositHolder }) {
  const extras = useQuery(registrationDepositsQuery(auctionId));
  const refund = useRefundDeposit(auctionId);
  const row = extras.data?.data.find((one) => one.registration_id === registration.id);
  if (!row) return null;
  const deposit = row.deposit;
  return (
    <div className="min-w-[12rem] space-y-1 text-sm">
      {row.card && <span className="block">{row.card.label}</span>}
      {row.waiting_for.includes('card') && <Badge label="No card yet" tone="amber" />}
      {deposit && deposit.status === 'owing' && (
        <>
          <span className="block">
            Deposit owing: {formatCents((deposit.asked_cents ?? 0) - deposit.paid_cents)}
          </span>
          <RecordDeposit
            auctionId={auctionId}
            registration={registration}
            owingCents={(deposit.asked_cents ?? 0) - deposit.paid_cents}
          />
        </>
      )}
      {deposit && deposit.status === 'held' && (
        <span className="block">Deposit held: {formatCents(deposit.held_cents)}</span>
      )}
      {deposit && deposit.status === 'applied' && (
        <span className="block">Deposit applied to invoice: {formatCents(deposit.applied_cents)}</span>
      )}
      {deposit && deposit.status === 'refunded' && (
        <span className="block">Deposit refunded: {formatCents(deposit.refunded_cents)}</span>
      )}
      {deposit && deposit.status === 'to_refund' && (
        <div className="space-y-1">
          <Badge label={`To refund ${formatCents(deposit.to_refund_cents)}`} tone="red" />
          <Button
            size="sm"
            variant="secondary"
            loading={refund.isPending}
            onClick={() =>
              refund.mutate(
                { registrationId: registration.id, receivedOn: todayInHalifax() },
                { onSuccess: () => notify.success(`Deposit of ${registration.name} handed back.`) },
              )
            }
          >
            Handed back
          </Button>
        </div>
      )}
    </div>
  );
}
