import { payoutReversalBodySchema, type StatementDetail, type StatementPayout } from '@auction/contracts';
import { useState } from 'react';
import { ReasonForm } from '../../../components/forms/reason-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDay } from '../../../lib/format';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useReversePayout } from '../api/statement-mutations';
import { payoutMethodLabels } from '../statement-format';

const describe = (payout: StatementPayout) =>
  `${payoutMethodLabels[payout.method]} of ${formatCents(Math.abs(payout.amount_cents))} on ${formatDay(payout.paid_on)}`;

function ReverseForm({
  statementId,
  payout,
  onDone,
}: {
  statementId: string;
  payout: StatementPayout;
  onDone: () => void;
}) {
  const reverse = useReversePayout(statementId);
  return (
    <ReasonForm
      name={`Reverse the ${describe(payout)}`}
      field="note"
      rule={payoutReversalBodySchema.shape.note}
      label="Reason for the reversal"
      submitLabel="Reverse payout"
      variant="danger"
      busy={reverse.isPending}
      intro={
        <p className="text-sm">
          A reversing entry of −{formatCents(payout.amount_cents)} is added (a cheque that bounced or was
          never cashed, say); the payout itself stays on record and the amount is owed again.
        </p>
      }
      onCancel={onDone}
      onSubmit={(note, form) =>
        reverse.mutate(
          { payoutId: payout.id, note },
          {
            onSuccess: () => {
              notify.success(`The payout of ${formatCents(payout.amount_cents)} is reversed.`);
              onDone();
            },
            onError: (error) => showServerErrors(form, error),
          },
        )
      }
    />
  );
}

function PayoutEntry({
  payout,
  reversible,
  onReverse,
}: {
  payout: StatementPayout;
  reversible: boolean;
  onReverse: () => void;
}) {
  const reversal = payout.kind === 'reversal';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {reversal ? 'Reversal' : 'Payout'} · {payoutMethodLabels[payout.method]} ·{' '}
          {formatDay(payout.paid_on)}
          {payout.reversed_by_id && <Badge label="Reversed" tone="grey" />}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {[
            payout.reference && `Reference ${payout.reference}`,
            payout.note && (reversal ? `Reason: ${payout.note}` : payout.note),
            payout.recorded_by_name && `Recorded by ${payout.recorded_by_name}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex items-center gap-3 sm:justify-end">
        <span className="font-semibold tabular-nums">
          {reversal ? `−${formatCents(Math.abs(payout.amount_cents))}` : formatCents(payout.amount_cents)}
        </span>
        {reversible && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Reverse the ${describe(payout)}`}
            onClick={onReverse}
          >
            Reverse…
          </Button>
        )}
      </div>
    </li>
  );
}

/** Every payout and reversal of the statement, append-only, with a way to reverse a payout. */
export function PayoutsList({ statement }: { statement: StatementDetail }) {
  const [reversing, setReversing] = useState<StatementPayout | null>(null);
  if (statement.payouts.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">No payouts yet.</p>;
  }
  return (
    <div className="space-y-3">
      <ul aria-label="Payouts" className="divide-y divide-slate-200 dark:divide-slate-800">
        {statement.payouts.map((payout) => (
          <PayoutEntry
            key={payout.id}
            payout={payout}
            reversible={payout.kind === 'payout' && !payout.reversed_by_id}
            onReverse={() => setReversing(payout)}
          />
        ))}
      </ul>
      {reversing && (
        <ReverseForm
          key={reversing.id}
          statementId={statement.id}
          payout={reversing}
          onDone={() => setReversing(null)}
        />
      )}
    </div>
  );
}
