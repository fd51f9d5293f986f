import type { UseMutationResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { messageForError } from '../../../lib/http/messages';
import { invoicedAuctionsQuery } from '../api/invoice-queries';

/** A titled box of the admin lists (invoices, statements) that makes something in one action. */
export function MakePanel({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </Card>
  );
}

/**
 * Staff pick a closed auction and make its documents in one action (every buyer's invoice, every
 * consignor's statement): the box, the auction to choose, the button and what the making answered.
 */
export function MakeForAuction<Answer>(props: {
  title: string;
  intro: string;
  /** Said when Make is pressed before an auction is chosen. */
  chooseMessage: string;
  submitLabel: string;
  make: UseMutationResult<Answer, Error, string>;
  result: (answer: Answer, auctionId: string) => ReactNode;
  onClose: () => void;
}) {
  const { make } = props;
  const auctions = useQuery(invoicedAuctionsQuery);
  const [auctionId, setAuctionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const closed = auctions.data?.closed ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!auctionId) {
      setError(props.chooseMessage);
      return;
    }
    setError(undefined);
    make.mutate(auctionId, { onError: (failure) => setError(messageForError(failure).join(' ')) });
  }

  return (
    <MakePanel title={props.title} intro={props.intro}>
      <form noValidate onSubmit={submit} aria-label={props.title} className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-96">
            <SelectField
              label="Closed auction"
              value={auctionId}
              error={error}
              onChange={(event) => {
                setAuctionId(event.target.value);
                make.reset();
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
            <Button type="submit" loading={make.isPending}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              {props.submitLabel}
            </Button>
            <Button variant="secondary" onClick={props.onClose}>
              Close
            </Button>
          </div>
        </div>
      </form>
      {make.data !== undefined && make.variables !== undefined && props.result(make.data, make.variables)}
    </MakePanel>
  );
}

/** The Auction filter of the invoice and statement lists: every closed or settled auction. */
export function useSaleAuctionFilter() {
  const auctions = useQuery(invoicedAuctionsQuery);
  return {
    name: 'auction_id',
    label: 'Auction',
    options: [
      { value: '', label: 'All auctions' },
      ...(auctions.data?.all ?? []).map((auction) => ({ value: auction.id, label: auction.title })),
    ],
  };
}
