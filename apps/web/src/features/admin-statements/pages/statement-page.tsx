import type { StatementDetail } from '@auction/contracts';
import { formatConsignorNumber, leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DetailPage, DetailPanel } from '../../../components/admin/detail-page';
import { DetailPageStates } from '../../../components/admin/detail-page-states';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { statementQuery } from '../api/statement-queries';
import { PayoutForm } from '../components/payout-form';
import { PayoutsList } from '../components/payouts-list';
import { StatementActions } from '../components/statement-actions';
import { StatementFacts } from '../components/statement-facts';
import { StatementLines } from '../components/statement-lines';
import { BuyersPaidBadge, StatementStatusBadge } from '../components/statement-status-badge';
import { StatementTotals } from '../components/statement-totals';
import { consignorName } from '../statement-format';

function StatementView({ statement }: { statement: StatementDetail }) {
  const title = `Statement for ${consignorName(statement.consignor)}`;
  useDocumentTitle(title);
  const owed = statement.totals.outstanding_cents;
  return (
    <DetailPage
      back={{ to: '/admin/consignor-statements', label: 'All statements' }}
      title={
        <>
          Statement for{' '}
          <span className="whitespace-nowrap">{formatConsignorNumber(statement.consignor.number)}</span>{' '}
          {statement.consignor.name}
        </>
      }
      badges={
        <>
          <StatementStatusBadge status={statement.status} />
          <BuyersPaidBadge paid={statement.buyers_paid} soldLots={statement.sold_lots} />
        </>
      }
    >
      {statement.override_reason && (
        <Alert tone="warning" title="Finalised before every buyer had paid">
          <p>Reason: {statement.override_reason}</p>
        </Alert>
      )}
      <Card className="space-y-5 p-4 sm:p-6">
        <StatementFacts statement={statement} />
        <StatementActions statement={statement} />
      </Card>
      <DetailPanel title="Lots">
        <StatementLines statement={statement} />
      </DetailPanel>
      <DetailPanel title="Totals">
        <StatementTotals statement={statement} />
      </DetailPanel>
      <DetailPanel title="Payouts">
        <PayoutsList statement={statement} />
        {statement.status === 'final' && owed > 0 && <PayoutForm statement={statement} />}
        {statement.status === 'draft' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Payouts are recorded once the statement is final.
          </p>
        )}
        {statement.status === 'paid' && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Paid in full: {formatCents(statement.paid_cents)}.
          </p>
        )}
      </DetailPanel>
    </DetailPage>
  );
}

/**
 * One consignor's statement for one sale. The address is the consignor's id, then the auction's id
 * (or, for buy-now sales, the statement's own id); anything but two UUIDs is not found.
 */
export function StatementPage() {
  const { consignorId = '', auctionId = '' } = useParams();
  const consignor = leadingUuid(consignorId);
  const saleKey = leadingUuid(auctionId);
  const valid = consignor !== null && saleKey !== null;
  const statement = useQuery({ ...statementQuery(consignor ?? '', saleKey ?? ''), enabled: valid });
  return (
    <DetailPageStates valid={valid} query={statement} name="statement">
      {(data) => <StatementView statement={data} />}
    </DetailPageStates>
  );
}
