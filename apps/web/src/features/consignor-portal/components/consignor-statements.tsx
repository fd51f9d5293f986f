import type { ConsignorStatement } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDay } from '../../../lib/format';
import { messageForError } from '../../../lib/http/messages';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { consignorStatementsQuery, downloadConsignorStatementPdf } from '../api/consignor-portal-queries';

export function statementSale(statement: ConsignorStatement): string {
  if (statement.kind === 'auction') return statement.auction?.title ?? 'Auction';
  return `Buy now sales, ${formatDay(statement.period_start)} to ${formatDay(statement.period_end)}`;
}

function StatementRow({ statement }: { statement: ConsignorStatement }) {
  const [downloading, setDownloading] = useState(false);
  const sale = statementSale(statement);
  async function download() {
    setDownloading(true);
    try {
      await downloadConsignorStatementPdf(statement.id, `statement-${statement.sale_date}.pdf`);
    } catch (error) {
      notify.error(messageForError(error)[0] ?? 'The PDF could not be downloaded.');
    } finally {
      setDownloading(false);
    }
  }
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{sale}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Sale of {formatDay(statement.sale_date)} · {statement.sold_lots} of {statement.lots} lots sold ·
          hammer {formatCents(statement.hammer_cents)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:shrink-0">
        <Badge
          label={statement.status === 'paid' ? 'Paid' : 'Final, to be paid'}
          tone={statement.status === 'paid' ? 'green' : 'blue'}
        />
        <span className="font-semibold tabular-nums">
          Net {formatCents(statement.net_payout_cents)}
          {statement.status === 'final' && statement.paid_cents > 0 && (
            <span className="font-normal"> ({formatCents(statement.paid_cents)} paid)</span>
          )}
        </span>
        <Button
          variant="secondary"
          size="sm"
          onClick={download}
          loading={downloading}
          aria-label={`Download the statement for ${sale} (PDF)`}
        >
          <Download aria-hidden="true" className="size-4" />
          PDF
        </Button>
      </div>
    </li>
  );
}

/** The consignor's final and paid statements, each with its PDF. */
export function ConsignorStatements() {
  const headingId = useId();
  const statements = useQuery(consignorStatementsQuery);
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <h3 id={headingId} className="text-lg font-semibold">
          Your statements
        </h3>
        <div className="mt-2">
          {statements.isError ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              Your statements could not be loaded. Check your connection and try again.
            </p>
          ) : !statements.data ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Loading your statements…</p>
          ) : statements.data.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              No statements yet. The office sends one once a sale has closed and its figures are final.
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {statements.data.map((statement) => (
                <StatementRow key={statement.id} statement={statement} />
              ))}
            </ul>
          )}
        </div>
      </Card>
    </section>
  );
}
