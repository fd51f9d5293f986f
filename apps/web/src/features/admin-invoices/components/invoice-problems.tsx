import { type GenerateInvoicesAnswer, invoiceProblemsAnswerSchema } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { http } from '../../../lib/http/client';
import { adminInvoiceKeys } from '../api/invoice-queries';

type Problems = GenerateInvoicesAnswer['problems'];

export const plural = (count: number, one: string, other: string) => `${count} ${count === 1 ? one : other}`;

/** Purchases no invoice bills yet (an unregistered floor paddle...), with the way to resolve them. */
export function ProblemList({ problems, auctionId }: { problems: Problems; auctionId: string }) {
  return (
    <Alert tone="warning" title={`${plural(problems.length, 'problem', 'problems')} to resolve`}>
      <p>These purchases are not on any invoice until they are resolved; then generate again.</p>
      <ul className="list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={`${problem.paddle_number}-${problem.lot_numbers.join(',')}`}>
            {problem.paddle_number !== null && <strong>Paddle {problem.paddle_number}: </strong>}
            {problem.message}
            {problem.lot_numbers.length > 0 && ` (lots ${problem.lot_numbers.join(', ')})`}
          </li>
        ))}
      </ul>
      <p>
        <Link
          to={`/admin/auctions/${auctionId}/bidder-registration`}
          className="font-semibold underline underline-offset-2"
        >
          Register the floor buyers of this auction
        </Link>
      </p>
    </Alert>
  );
}

/**
 * The problems of the auction the list is filtered to, as they stand now: what an automatic run
 * when the sale closed could not bill stays on show until staff resolve it.
 */
export function AuctionInvoiceProblems() {
  const [search] = useSearchParams();
  const auctionId = search.get('auction_id') ?? '';
  const problems = useQuery({
    queryKey: [...adminInvoiceKeys.all, 'problems', auctionId],
    queryFn: async () =>
      invoiceProblemsAnswerSchema.parse(
        (await http.get(`/api/admin/auctions/${auctionId}/invoice-problems`, { silent: true })).data,
      ).problems,
    enabled: /^[0-9a-f-]{36}$/i.test(auctionId),
  });
  if (!problems.data || problems.data.length === 0) return null;
  return <ProblemList problems={problems.data} auctionId={auctionId} />;
}
