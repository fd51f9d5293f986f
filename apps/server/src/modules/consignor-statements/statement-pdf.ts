import type { StatementDetail, StatementLine } from '@auction/contracts';
import { formatConsignorNumber } from '@auction/domain';
import {
  calendarDay,
  content,
  drawLetterhead,
  drawTitleBlock,
  font,
  type InvoiceCompany,
  ink,
  money,
  muted,
  navy,
  openDocument,
  page,
  pageFlow,
  percent,
  right,
  rule,
  stampPages,
} from '../invoice-documents/pdf-pieces';
import { pdfText } from '../invoice-documents/pdf-text';

const columns = {
  lot: { x: page.margin, width: 44 },
  description: { x: page.margin + 48, width: content - 48 - 300 },
  result: { x: right - 300, width: 50 },
  hammer: { x: right - 250, width: 80 },
  commission: { x: right - 170, width: 85 },
  fees: { x: right - 85, width: 85 },
};

const methodWords = {
  cheque: 'cheque',
  e_transfer: 'Interac e-Transfer',
  direct_deposit: 'direct deposit',
  cash: 'cash',
} as const;

export function statementFileName(detail: StatementDetail): string {
  const sale =
    detail.kind === 'auction' ? detail.sale_date : `${detail.period_start}-to-${detail.period_end}`;
  return `statement-${formatConsignorNumber(detail.consignor.number)}-${sale}.pdf`;
}

/** The sale in words: "Harbour Estate Sale, June 10, 2026" or "Buy now sales, June 1 to June 30, 2026". */
export function saleWords(detail: StatementDetail, timeZone: string): string {
  if (detail.kind === 'auction') {
    return `${detail.auction?.title ?? 'Auction'}, ${calendarDay(detail.sale_date, timeZone)}`;
  }
  return `Buy now sales, ${calendarDay(detail.period_start ?? '', timeZone)} to ${calendarDay(detail.period_end ?? '', timeZone)}`;
}

function payoutWords(detail: StatementDetail): string {
  const { payout } = detail;
  if (payout.method === 'e_transfer')
    return `Interac e-Transfer to ${payout.payout_email ?? 'the address on file'}`;
  if (payout.method === 'direct_deposit') {
    return `Direct deposit to the account ending ${payout.deposit_account_last4 ?? '(not on file)'}`;
  }
  return 'Cheque';
}

const statusWords = { draft: 'Draft (figures may still change)', final: 'Final, to be paid', paid: 'Paid' };

/**
 * The consignor's statement as a Letter-size PDF: the house, the consignor, the sale, every lot
 * with its result, hammer, commission and fees, then the settlement in plain words, the advances
 * taken back, the payouts made and what is still to pay. A draft says DRAFT across every page.
 */
export async function renderStatementPdf(
  detail: StatementDetail,
  company: InvoiceCompany,
  gstHstNumber: string,
): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `Consignor statement ${formatConsignorNumber(detail.consignor.number)} - ${company.name}`,
    author: company.name,
  });
  drawStatement(doc, detail, company, gstHstNumber);
  doc.end();
  return finished;
}

/**
 * The statement drawn into a document from its current, empty page on. Its own pages get its
 * footer, page numbers and watermark, so several statements can share one document (the batch).
 */
export function drawStatement(
  doc: PDFKit.PDFDocument,
  detail: StatementDetail,
  company: InvoiceCompany,
  gstHstNumber: string,
): void {
  const pages = doc.bufferedPageRange();
  const firstPage = pages.start + pages.count - 1;
  const text = (value: string) => pdfText(value);
  const tz = company.timeZone;
  const flow = pageFlow(doc);
  const { ensure, heading, totalRule } = flow;
  const paragraph = (value: string, color = ink) => flow.paragraph(value, { color });
  const amountRow = (label: string, cents: number, bold = false) => flow.amountRow(label, cents, { bold });

  flow.y = drawLetterhead(doc, company, gstHstNumber, flow.y);
  const facts: [string, string][] = [
    ['Consignor', `${detail.consignor.name} (${formatConsignorNumber(detail.consignor.number)})`],
    ...(detail.consignor.company ? [['Company', detail.consignor.company] as [string, string]] : []),
    ['Sale', saleWords(detail, tz)],
    ['Status', statusWords[detail.status]],
    ['Finalised', detail.finalised_at ? calendarDay(detail.finalised_at, tz) : 'Not yet'],
    ['Paid by', payoutWords(detail)],
  ];
  flow.y = drawTitleBlock(doc, { title: 'CONSIGNOR STATEMENT', facts, top: flow.y });

  // The consignor's name and mailing address, as on an envelope.
  heading('Statement for');
  paragraph(
    [detail.consignor.name, detail.consignor.company, ...detail.consignor_address].filter(Boolean).join('\n'),
  );

  function tableHeader() {
    doc.rect(page.margin, flow.y, content, 18).fill('#eef2f6');
    doc.font(font.bold).fontSize(8.5).fillColor(navy);
    const cell = (label: string, column: { x: number; width: number }, align: 'left' | 'right') =>
      doc.text(label, column.x + (column === columns.lot ? 4 : 0), flow.y + 5, {
        width: column.width - 4,
        align,
      });
    cell(detail.kind === 'auction' ? 'Lot' : 'SKU', columns.lot, 'left');
    cell('Description', columns.description, 'left');
    cell('Result', columns.result, 'left');
    cell('Hammer', columns.hammer, 'right');
    cell('Commission', columns.commission, 'right');
    cell('Fees', columns.fees, 'right');
    flow.y += 22;
  }
  function lineRow(line: StatementLine) {
    doc.font(font.regular).fontSize(9);
    const description = text(line.title);
    const height = Math.max(doc.heightOfString(description, { width: columns.description.width }), 11);
    ensure(height + 6, tableHeader);
    const fees = line.lot_fee_cents + line.photo_fee_cents + line.unsold_fee_cents;
    const sold = line.outcome === 'sold';
    doc.font(font.regular).fontSize(9).fillColor(ink);
    doc.text(text(line.reference), columns.lot.x + 4, flow.y, { width: columns.lot.width - 4 });
    doc.text(description, columns.description.x, flow.y, { width: columns.description.width });
    doc.text(sold ? 'Sold' : 'Unsold', columns.result.x, flow.y, { width: columns.result.width });
    const amount = (cents: number, column: { x: number; width: number }) =>
      doc.text(money(cents), column.x, flow.y, { width: column.width - 4, align: 'right' });
    if (sold) amount(line.hammer_cents, columns.hammer);
    if (sold) amount(line.commission_cents, columns.commission);
    amount(fees, columns.fees);
    flow.y += height + 4;
    doc.moveTo(page.margin, flow.y).lineTo(right, flow.y).lineWidth(0.5).strokeColor(rule).stroke();
    flow.y += 4;
  }

  heading(`Your lots (${detail.lots}: ${detail.sold_lots} sold, ${detail.lots - detail.sold_lots} unsold)`);
  tableHeader();
  for (const line of detail.lines) lineRow(line);

  const t = detail.totals;
  const due = detail.hammer_cents + t.hammer_tax_cents - detail.charges_cents - t.tax_on_charges_cents;
  heading('Your settlement');
  amountRow('Your lots sold for (hammer prices)', detail.hammer_cents);
  if (t.hammer_tax_cents > 0) {
    amountRow(
      `HST ${percent(t.tax_rate_bp)} on the hammer prices, paid to you as a GST/HST registrant`,
      t.hammer_tax_cents,
    );
  }
  amountRow(
    `Our commission${detail.commission_profile_name ? ` (${detail.commission_profile_name})` : ''}`,
    -t.commission_cents,
  );
  if (t.lot_fees_cents) amountRow('Lot fees', -t.lot_fees_cents);
  if (t.photo_fees_cents) amountRow('Photography fees', -t.photo_fees_cents);
  if (t.unsold_fees_cents) amountRow('Fees on unsold lots', -t.unsold_fees_cents);
  amountRow(`HST ${percent(t.tax_rate_bp)} on our commission and fees`, -t.tax_on_charges_cents);
  totalRule();
  amountRow('Owed to you before advances', due);
  if (t.advances_recovered_cents)
    amountRow('Advances paid to you earlier, taken back', -t.advances_recovered_cents);
  totalRule();
  amountRow(detail.net_payout_cents < 0 ? 'You owe us' : 'Net payout to you', detail.net_payout_cents, true);

  if (detail.advance_recoveries.length > 0) {
    heading('Advances taken back');
    for (const recovery of detail.advance_recoveries) {
      const label = `Advance of ${calendarDay(recovery.paid_on, tz)}${recovery.reference ? `, ref. ${recovery.reference}` : ''}`;
      amountRow(label, recovery.amount_cents);
    }
  }

  heading('Payments to you');
  if (detail.payouts.length === 0) paragraph('No payment has been made on this statement yet.', muted);
  for (const payout of detail.payouts) {
    const what = payout.kind === 'payout' ? `Paid by ${methodWords[payout.method]}` : 'Payment reversed';
    const label = [
      calendarDay(payout.paid_on, tz),
      what,
      payout.reference ? `ref. ${payout.reference}` : '',
      // Why a payment was reversed is the office's note, not the consignor's.
      payout.kind === 'payout' ? payout.note : '',
    ]
      .filter(Boolean)
      .join(' - ');
    amountRow(label, payout.kind === 'payout' ? -payout.amount_cents : payout.amount_cents);
  }
  totalRule();
  amountRow('Still to pay you', t.outstanding_cents, true);
  flow.y += 8;
  paragraph(`Questions about this statement? Call ${company.phone} or write to ${company.email}.`, muted);

  stampPages(
    doc,
    `${company.name} - Statement for ${formatConsignorNumber(detail.consignor.number)}`,
    detail.status === 'draft' ? 'DRAFT' : null,
    firstPage,
  );
}
