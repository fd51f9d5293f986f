import type { StatementDetail } from '@auction/contracts';
import { formatConsignorNumber, leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageLoader } from '../../../components/ui/page-loader';
import { isNotFound } from '../../../lib/http/is-not-found';
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

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function StatementView({ statement }: { statement: StatementDetail }) {
  const title = `Statement for ${consignorName(statement.consignor)}`;
  useDocumentTitle(title);
  const owed = statement.totals.outstanding_cents;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/consignor-statements"
        className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All statements
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold sm:text-3xl">
          Statement for{' '}
          <span className="whitespace-nowrap">{formatConsignorNumber(statement.consignor.number)}</span>{' '}
          {statement.consignor.name}
        </h1>
        <StatementStatusBadge status={statement.status} />
        <BuyersPaidBadge paid={statement.buyers_paid} soldLots={statement.sold_lots} />
      </div>
      {statement.override_reason && (
        <Alert tone="warning" title="Finalised before every buyer had paid">
          <p>Reason: {statement.override_reason}</p>
        </Alert>
      )}
      <Card className="space-y-5 p-4 sm:p-6">
        <StatementFacts statement={statement} />
        <StatementActions statement={statement} />
      </Card>
      <Panel title="Lots">
        <StatementLines statement={statement} />
      </Panel>
      <Panel title="Totals">
        <StatementTotals statement={statement} />
      </Panel>
      <Panel title="Payouts">
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
      </Panel>
    </div>
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
  if (!valid) return <NotFoundPage />;
  if (statement.isPending) return <PageLoader />;
  if (statement.isError) {
    if (isNotFound(statement.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">The statement could not be loaded. Please reload the page.</Alert>
      </div>
    );
  }
  return <StatementView statement={statement.data} />;
}
