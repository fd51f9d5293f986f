import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { formatDollars } from '../../../lib/money';
import { useKeyInAbsenteeBid } from '../api/absentee-bids';

const formSchema = z.object({
  paddle: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Enter the paddle number from the form.'),
  lot_number: z
    .string()
    .trim()
    .regex(
      /^[0-9]{1,6}[A-Za-z]{0,2}$/,
      'The lot number must be digits with up to two letters, e.g. 12 or 12A.',
    ),
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the maximum in dollars, e.g. 150 or 152.50.'),
});
type FormValues = z.infer<typeof formSchema>;
const fields = ['paddle', 'lot_number', 'amount'] as const;

/**
 * The desk keys in the maxima a registered bidder left on a paper absentee form, one lot at a
 * time: paddle, lot number, maximum. The paddle and the maximum stay for the next line of the
 * same form; the lot number is cleared.
 */
export function AbsenteeBidForm({ auctionId }: { auctionId: string }) {
  const keyIn = useKeyInAbsenteeBid(auctionId);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { paddle: '', lot_number: '', amount: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setDone(null);
    setProblem(null);
    keyIn.mutate(
      { paddle: Number(values.paddle), lot_number: values.lot_number, amount: Number(values.amount) },
      {
        onSuccess: (bid) => {
          setDone(
            `Entered paddle ${bid.paddle}'s maximum of ${formatDollars(bid.max_bid)} on lot ${bid.lot_number}; the bidder has been sent a confirmation.`,
          );
          form.reset({ paddle: values.paddle, lot_number: '', amount: '' });
          form.setFocus('lot_number');
        },
        onError: (failure) => {
          const byField = fieldErrorsOf(failure);
          let placed = false;
          for (const field of fields) {
            const messages = byField[field];
            if (messages) {
              form.setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !placed });
              placed = true;
            }
          }
          if (!placed) setProblem(messageForError(failure).join(' '));
        },
      },
    );
  });
  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="absentee-form-heading" className="space-y-4">
        <h2 id="absentee-form-heading" className="text-lg font-semibold">
          Key in a paper absentee bid
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The bidder must be registered for this sale. Each maximum must be a step the auctioneer calls from
          the lot's starting bid; the bidder gets an e-mail with what was entered.
        </p>
        <div className="grid gap-4 sm:grid-cols-[8rem_8rem_10rem_auto] sm:items-start">
          <TextField
            label="Paddle"
            inputMode="numeric"
            autoComplete="off"
            error={errors.paddle?.message}
            {...form.register('paddle')}
          />
          <TextField
            label="Lot number"
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.lot_number?.message}
            {...form.register('lot_number')}
          />
          <TextField
            label="Maximum ($)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <Button type="submit" className="sm:mt-7" disabled={keyIn.isPending}>
            Enter the bid
          </Button>
        </div>
        {done && (
          <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
            {done}
          </p>
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
      </form>
    </Card>
  );
}
