import type { GenerateInvoicesAnswer } from '@auction/contracts';
import { Alert } from '../../../components/ui/alert';
import { useGenerateInvoices } from '../api/invoice-mutations';
import { ProblemList, plural } from './invoice-problems';
import { MakeForAuction } from './make-for-auction';

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
  const generate = useGenerateInvoices();
  return (
    <MakeForAuction
      title="Generate invoices"
      intro="One invoice per buyer of a closed auction. Drafts are made again from the results; issued invoices stay as they are."
      chooseMessage="Choose the auction to invoice."
      submitLabel="Generate"
      make={generate}
      result={(answer, auctionId) => <GenerateResult answer={answer} auctionId={auctionId} />}
      onClose={onClose}
    />
  );
}
