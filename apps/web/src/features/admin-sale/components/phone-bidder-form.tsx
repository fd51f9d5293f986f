import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useSavePhoneBidder } from '../api/phone-bidders';

const formSchema = z.object({
  paddle: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'Enter the bidder’s paddle number.'),
  phone: z
    .string()
    .trim()
    .regex(/^[+()0-9 .-]{7,25}$/, 'Enter the number to call, e.g. 902-555-0142.'),
  lot_numbers: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || text.split(/[\s,]+/).every((n) => /^[0-9]{1,6}[A-Za-z]{0,2}$/.test(n)),
      'List lot numbers separated by commas, e.g. 12, 14, 15A.',
    ),
  line_staff: z
    .string()
    .trim()
    .min(1, 'Name who takes the line.')
    .max(80, 'The name may not be longer than 80 characters.'),
});
type FormValues = z.infer<typeof formSchema>;
const fields = ['paddle', 'phone', 'lot_numbers', 'line_staff'] as const;

/** Sets up a registered bidder to bid by telephone: the number, the lots to call them for, who calls. */
export function PhoneBidderForm({ auctionId }: { auctionId: string }) {
  const save = useSavePhoneBidder(auctionId);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { paddle: '', phone: '', lot_numbers: '', line_staff: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setDone(null);
    setProblem(null);
    const lots = values.lot_numbers === '' ? [] : values.lot_numbers.split(/[\s,]+/);
    save.mutate(
      {
        paddle: Number(values.paddle),
        phone: values.phone,
        lot_numbers: lots,
        line_staff: values.line_staff,
      },
      {
        onSuccess: (bidder) => {
          setDone(`Paddle ${bidder.paddle} will be called on ${bidder.phone} by ${bidder.line_staff}.`);
          form.reset();
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
      <form noValidate onSubmit={onSubmit} aria-labelledby="phone-form-heading" className="space-y-4">
        <h2 id="phone-form-heading" className="text-lg font-semibold">
          Set up a phone bidder
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Register the bidder first (online or at the desk); the clerk then bids for their paddle from the
          clerk panel, marked “Phone”.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[8rem_12rem_1fr_12rem]">
          <TextField
            label="Paddle"
            inputMode="numeric"
            autoComplete="off"
            error={errors.paddle?.message}
            {...form.register('paddle')}
          />
          <TextField
            label="Number to call"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextField
            label="Lots wanted"
            optional
            hint="Lot numbers, e.g. 12, 14, 15A; empty: any lot."
            autoComplete="off"
            error={errors.lot_numbers?.message}
            {...form.register('lot_numbers')}
          />
          <TextField
            label="On the line"
            autoComplete="off"
            error={errors.line_staff?.message}
            {...form.register('line_staff')}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save the phone bidder
        </Button>
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
