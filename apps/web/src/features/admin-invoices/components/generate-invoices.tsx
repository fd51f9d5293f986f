import type { GenerateInvoicesAnswer } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { messageForError } from '../../../lib/http/messages';
import { useGenerateInvoices } from '../api/invoice-mutations';
import { invoicedAuctionsQuery } from '../api/invoice-queries';
import { ProblemList, plural } from './invoice-problems';

function GenerateResult({ answer, auctionId }: { answer: GenerateInvoicesAnswer; auctionId: string }) {
  const summary = [
    `${plural(answer.created, 'invoice', 'invoices')} created`,
    `${plural(answer.regenerated, 'draft', 'drafts')} regenerated`,
    `${plural(answer.unchanged_issued, 'issued invoice', 'issued invoices')} left as they are`,
  ].join(', ');
  return (
    <div className="space-y-3">
      <Alert tone="success" title="Invoices generated">
        <p>{summary}.</p>
      </Alert>
      {answer.problems.length > 0 && <ProblemList problems={answer.problems} auctionId={auctionId} />}
    </div>
  );
}

/** Staff pick a closed auction and make every buyer's invoice of it in one action. */
export function GenerateInvoices({ onClose }: { onClose: () => void }) {
  const auctions = useQuery(invoicedAuctionsQuery);
  const generate = useGenerateInvoices();
  const [auctionId, setAuctionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const closed = auctions.data?.closed ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!auctionId) {
      setError('Choose the auction to invoice.');
      return;
    }
    setError(undefined);
    generate.mutate(auctionId, { onError: (failure) => setError(messageForError(failure).join(' ')) });
  }

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <form noValidate onSubmit={submit} aria-label="Generate invoices" className="space-y-4">
        <h2 className="text-lg font-semibold">Generate invoices</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          One invoice per buyer of a closed auction. Drafts are made again from the results; issued invoices
          stay as they are.
        </p>
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
              Generate
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      </form>
      {generate.data && <GenerateResult answer={generate.data} auctionId={generate.variables} />}
    </Card>
  );
}
