import {
  consignorPayoutMethodLabels,
  type StatementListItem,
  type StatementPayoutMethod,
  type StatementStatus,
} from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDay } from '../../lib/format';

export const statementStatusTones: Record<StatementStatus, BadgeTone> = {
  draft: 'grey',
  final: 'blue',
  paid: 'green',
};

export const payoutMethodLabels: Record<StatementPayoutMethod, string> = {
  ...consignorPayoutMethodLabels,
  cash: 'Cash',
};

/** "C-1024 Mary Kelly": how staff name a consignor on a statement. */
export const consignorName = (consignor: StatementListItem['consignor']) =>
  `${formatConsignorNumber(consignor.number)} ${consignor.name}`;

/** The sale a statement covers: the auction's title, or the buy-now days. */
export function saleName(
  statement: Pick<StatementListItem, 'kind' | 'auction' | 'period_start' | 'period_end'>,
) {
  if (statement.kind === 'auction') return statement.auction?.title ?? 'Auction';
  return `Buy-now sales, ${formatDay(statement.period_start)} to ${formatDay(statement.period_end)}`;
}

/** The statement page's address: the consignor, then the auction's id or the buy-now statement's id. */
export const statementPath = (statement: Pick<StatementListItem, 'consignor' | 'sale_key'>) =>
  `/admin/consignor-statements/${statement.consignor.id}/${statement.sale_key}`;

/** A rate in basis points as people say it: 1400 -> "14%", 1275 -> "12.75%". */
export const formatRate = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** A file name of the statement's PDF: "statement-C-1024-2026-11-19.pdf". */
export const statementFileName = (statement: StatementListItem) =>
  `statement-${formatConsignorNumber(statement.consignor.number)}-${statement.sale_date}.pdf`;
