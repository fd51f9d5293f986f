import { type StatementStatus, statementStatusLabels } from '@auction/contracts';
import { Badge } from '../../../components/ui/badge';
import { statementStatusTones } from '../statement-format';

/** Draft, Final or Paid, in the colours the invoices use for the same ideas. */
export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  return <Badge label={statementStatusLabels[status]} tone={statementStatusTones[status]} />;
}

/** Whether every buyer of the consignor's sold lots has paid: what finalising waits for. */
export function BuyersPaidBadge({ paid, soldLots }: { paid: boolean; soldLots: number }) {
  if (soldLots === 0) return <span className="text-slate-600 dark:text-slate-400">No sales</span>;
  return paid ? <Badge label="Buyers paid" tone="green" /> : <Badge label="Waiting on buyers" tone="amber" />;
}
