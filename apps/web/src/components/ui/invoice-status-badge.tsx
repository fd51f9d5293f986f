import type { InvoiceDisplayStatus } from '@auction/contracts';
import { Badge, type BadgeTone } from './badge';

export const invoiceStatusLabels: Record<InvoiceDisplayStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
};

const tones: Record<InvoiceDisplayStatus, BadgeTone> = {
  draft: 'grey',
  issued: 'blue',
  partially_paid: 'amber',
  paid: 'green',
  void: 'grey',
  overdue: 'red',
};

/** The invoice's stored status, with an Overdue badge beside it when it is unpaid past its due date. */
export function InvoiceStatusBadge({
  status,
  displayStatus,
}: {
  status: keyof typeof tones;
  displayStatus: InvoiceDisplayStatus;
}) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge label={invoiceStatusLabels[status]} tone={tones[status]} />
      {displayStatus === 'overdue' && <Badge label="Overdue" tone="red" />}
    </span>
  );
}
