import { calendarDateSchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { downloadPayoutsCsv } from '../api/statement-queries';

interface RangeValues {
  from: string;
  to: string;
}

// The contract's days, where an empty field means that end of the range is open.
const openDay = z.union([z.literal(''), calendarDateSchema]);
const rangeSchema = z
  .object({ from: openDay, to: openDay })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'The last day must be on or after the first day.',
    path: ['to'],
  });

/** A CSV of every payout and reversal between two days (either may be left open), for the bank or accountant. */
export function PayoutsCsv({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const form = useForm<RangeValues>({
    resolver: zodResolver(rangeSchema),
    defaultValues: { from: '', to: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (range) => {
    setBusy(true);
    try {
      await downloadPayoutsCsv(range);
    } catch (failure) {
      showServerErrors(form, failure);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Download payouts CSV</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        One row per payout or reversal paid between these days, with the cheque number or e-Transfer
        reference. Leave a day empty to leave that end open.
      </p>
      <form noValidate onSubmit={onSubmit} aria-label="Download payouts CSV" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-start">
          <TextField
            label="From"
            type="date"
            optional
            error={errors.from?.message}
            {...form.register('from')}
          />
          <TextField label="To" type="date" optional error={errors.to?.message} {...form.register('to')} />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" loading={busy}>
              <Download aria-hidden="true" className="size-4" />
              Download
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
        <FormRootError errors={errors} />
      </form>
    </Card>
  );
}
