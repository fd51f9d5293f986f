import { type StatementStatus, statementStatusLabels } from '@auction/contracts';
import { Badge } from '../../../components/ui/badge';
import { statementStatusTones } from '../statement-format';

/** Draft, Final or Paid, in the colours the invoices use for the same ideas. */
export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  return <Badge label={statementStatusLabels[status]} tone={statementStatusTones[status]} />;
}

/**
 * Whether every buyer of the consignor's sold lots has paid: what finalising waits for. In the
 * list's "Buyers" column the words are shorter.
 */
export function BuyersPaidBadge({
  paid,
  soldLots,
  short = false,
}: {
  paid: boolean;
  soldLots: number;
  short?: boolean;
}) {
  if (soldLots === 0) return <span className="text-slate-600 dark:text-slate-400">No sales</span>;
  if (paid) return <Badge label={short ? 'All paid' : 'Buyers paid'} tone="green" />;
  return <Badge label={short ? 'Waiting' : 'Waiting on buyers'} tone="amber" />;
}
