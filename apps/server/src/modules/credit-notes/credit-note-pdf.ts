import type { CreditNote } from '@auction/contracts';
import {
  calendarDay,
  content,
  drawLetterhead,
  drawTitleBlock,
  font,
  type InvoiceCompany,
  ink,
  money,
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
  lot: { x: page.margin, width: 50 },
  description: { x: page.margin + 56, width: content - 56 - 180 },
  amount: { x: right - 175, width: 85 },
  premium: { x: right - 85, width: 85 },
};

export const creditNoteFileName = (note: Pick<CreditNote, 'number'>) => `credit-note-${note.number}.pdf`;

/**
 * The credit note as a Letter-size PDF in the invoice's layout: the house, the buyer, the invoice
 * it credits and why, what it takes back (lots with their premium, charges, goodwill), the tax at
 * the invoice's rate and place of supply, and the total credited.
 */
export async function renderCreditNotePdf(note: CreditNote, company: InvoiceCompany): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `Credit note ${note.number} - ${company.name}`,
    author: company.name,
  });
  const text = (value: string) => pdfText(value);
  const flow = pageFlow(doc);
  const { ensure, heading } = flow;
  const amountRow = (label: string, cents: number, bold = false) => flow.amountRow(label, cents, { bold });

  flow.y = drawLetterhead(doc, company, note.gst_hst_number, flow.y);
  flow.y = drawTitleBlock(doc, {
    title: 'CREDIT NOTE',
    top: flow.y,
    facts: [
      ['Credit note', note.number],
      ['Issued', calendarDay(note.issued_on, company.timeZone)],
      ['Credits invoice', note.invoice_number],
      ['Sale', note.auction_title],
      ['Reason', note.reason],
    ],
  });

  heading('Credited to');
  doc.font(font.regular).fontSize(9.5).fillColor(ink);
  doc.text(text([note.buyer_name, note.buyer_email ?? ''].filter(Boolean).join('\n')), page.margin, flow.y, {
    width: content,
  });
  flow.y = doc.y + 2;

  const lots = note.lines.filter((line) => line.kind === 'lot');
  if (lots.length > 0) {
    const header = () => {
      doc.rect(page.margin, flow.y, content, 18).fill('#eef2f6');
      doc.font(font.bold).fontSize(9).fillColor(navy);
      doc.text('Lot', columns.lot.x + 4, flow.y + 5, { width: columns.lot.width - 4 });
      doc.text('Description', columns.description.x, flow.y + 5, { width: columns.description.width });
      doc.text('Hammer', columns.amount.x, flow.y + 5, { width: columns.amount.width - 4, align: 'right' });
      doc.text("Buyer's premium", columns.premium.x - 10, flow.y + 5, {
        width: columns.premium.width + 6,
        align: 'right',
      });
      flow.y += 22;
    };
    heading(lots.length === 1 ? 'Lot credited' : `Lots credited (${lots.length})`);
    header();
    for (const line of lots) {
      doc.font(font.regular).fontSize(9.5);
      const description = text(line.description);
      const height = Math.max(doc.heightOfString(description, { width: columns.description.width }), 11);
      ensure(height + 6, header);
      doc.font(font.regular).fontSize(9.5).fillColor(ink);
      doc.text(text(line.lot_number ?? ''), columns.lot.x + 4, flow.y, { width: columns.lot.width - 4 });
      doc.text(description, columns.description.x, flow.y, { width: columns.description.width });
      doc.text(money(line.amount_cents), columns.amount.x, flow.y, {
        width: columns.amount.width - 4,
        align: 'right',
      });
      doc.text(money(line.premium_cents), columns.premium.x, flow.y, {
        width: columns.premium.width,
        align: 'right',
      });
      flow.y += height + 4;
      doc.moveTo(page.margin, flow.y).lineTo(right, flow.y).lineWidth(0.5).strokeColor(rule).stroke();
      flow.y += 4;
    }
  }
  const others = note.lines.filter((line) => line.kind !== 'lot');
  if (others.length > 0) {
    heading('Charges and goodwill credited');
    for (const line of others) {
      amountRow(`${line.description}${line.taxable ? '' : ' - not taxable'}`, line.amount_cents);
    }
  }

  heading('Summary');
  if (note.hammer_cents !== 0) amountRow('Hammer prices', note.hammer_cents);
  if (note.premium_cents !== 0) amountRow("Buyer's premium", note.premium_cents);
  if (note.charges_cents !== 0) amountRow('Charges', note.charges_cents);
  if (note.fees_cents !== 0) amountRow('Fees waived', note.fees_cents);
  if (note.goodwill_cents !== 0) amountRow('Goodwill', note.goodwill_cents);
  amountRow(
    `${note.tax_label} ${percent(note.tax_rate_bps)} (place of supply: ${note.place_of_supply})`,
    note.tax_cents,
  );
  flow.totalRule();
  amountRow('Total credited', note.total_cents, true);
  flow.y += 10;
  doc.font(font.regular).fontSize(9).fillColor(ink);
  doc.text(
    text(
      `This credit note lowers what invoice ${note.invoice_number} charges by ${money(note.total_cents)}, taxes included. Where the invoice was paid, the difference is refunded.`,
    ),
    page.margin,
    flow.y,
    { width: content },
  );

  stampPages(doc, `${company.name} - Credit note ${note.number}`, null);
  doc.end();
  return finished;
}
