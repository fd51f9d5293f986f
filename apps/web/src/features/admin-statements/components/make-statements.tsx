import { statementGenerateBuyNowBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { FilePlus2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormRootError } from '../../../components/forms/form-root-error';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { showServerErrors } from '../../../lib/forms/apply-server-errors';
import { MakeForAuction, MakePanel } from '../../admin-invoices/public';
import { useGenerateBuyNowStatements, useGenerateStatements } from '../api/statement-mutations';
import { GenerationResult } from './generation-result';

/** Staff pick a closed auction and make a draft statement for each of its consignors. */
export function MakeAuctionStatements({ onClose }: { onClose: () => void }) {
  const generate = useGenerateStatements();
  return (
    <MakeForAuction
      title="Make statements for an auction"
      intro="One statement per consignor with lots in the sale. Drafts are made again from the results; final and paid statements stay as they are."
      chooseMessage="Choose the auction."
      submitLabel="Make statements"
      make={generate}
      result={(answer) => <GenerationResult answer={answer} />}
      onClose={onClose}
    />
  );
}

interface PeriodValues {
  period_start: string;
  period_end: string;
}

/** Staff pick the first and last day and make a statement per consignor of the buy-now sales in them. */
export function MakeBuyNowStatements({ onClose }: { onClose: () => void }) {
  const generate = useGenerateBuyNowStatements();
  const form = useForm<PeriodValues>({
    resolver: zodResolver(statementGenerateBuyNowBodySchema),
    defaultValues: { period_start: '', period_end: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) =>
    generate.mutate(body, { onError: (failure) => showServerErrors(form, failure) }),
  );
  return (
    <MakePanel
      title="Make buy-now statements for a period"
      intro="One statement per consignor whose items sold at their buy-now price between these days."
    >
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Make buy-now statements for a period"
        className="space-y-4"
      >
        <div className="grid gap-3 sm:grid-cols-[12rem_12rem_auto] sm:items-start">
          <TextField
            label="First day"
            type="date"
            error={errors.period_start?.message}
            {...form.register('period_start')}
          />
          <TextField
            label="Last day"
            type="date"
            error={errors.period_end?.message}
            {...form.register('period_end')}
          />
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" loading={generate.isPending}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Make statements
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
        <FormRootError errors={errors} />
      </form>
      {generate.data && <GenerationResult answer={generate.data} />}
    </MakePanel>
  );
}
