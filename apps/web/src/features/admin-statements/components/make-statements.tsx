import { statementGenerateBuyNowBodySchema } from '@auction/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { messageForError } from '../../../lib/http/messages';
import { invoicedAuctionsQuery } from '../../admin-invoices/api/invoice-queries';
import { FormRootError } from '../../admin-invoices/components/form-root-error';
import { showFormError } from '../../admin-invoices/form-errors';
import { useGenerateBuyNowStatements, useGenerateStatements } from '../api/statement-mutations';
import { GenerationResult } from './generation-result';

function Panel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </Card>
  );
}

/** Staff pick a closed auction and make a draft statement for each of its consignors. */
export function MakeAuctionStatements({ onClose }: { onClose: () => void }) {
  const auctions = useQuery(invoicedAuctionsQuery);
  const generate = useGenerateStatements();
  const [auctionId, setAuctionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const closed = auctions.data?.closed ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!auctionId) {
      setError('Choose the auction.');
      return;
    }
    setError(undefined);
    generate.mutate(auctionId, { onError: (failure) => setError(messageForError(failure).join(' ')) });
  }

  return (
    <Panel
      title="Make statements for an auction"
      intro="One statement per consignor with lots in the sale. Drafts are made again from the results; final and paid statements stay as they are."
    >
      <form noValidate onSubmit={submit} aria-label="Make statements for an auction" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-96">
            <SelectField
              label="Closed auction"
              value={auctionId}
              error={error}
              onChange={(event) => {
                setAuctionId(event.target.value);
                generate.reset();
              }}
              options={[
                {
                  value: '',
                  label: auctions.isPending
                    ? 'Loading auctions…'
                    : closed.length === 0
                      ? 'No closed auctions'
                      : 'Choose an auction',
                },
                ...closed.map((auction) => ({ value: auction.id, label: auction.title })),
              ]}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" loading={generate.isPending}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Make statements
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </form>
      {generate.data && <GenerationResult answer={generate.data} />}
    </Panel>
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
    generate.mutate(body, { onError: (failure) => showFormError(form, failure) }),
  );
  return (
    <Panel
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
    </Panel>
  );
}
