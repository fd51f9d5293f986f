import type { InvoiceDetail, InvoiceLine, InvoicePayment } from '@auction/contracts';
import { paymentMethodLabels } from '@auction/contracts';
import bwipjs from 'bwip-js/node';
import {
  dueSentence,
  dueText,
  paymentTermsSentence,
  pickupTermsLines,
  waysToPay,
} from './invoice-terms-words';
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
} from './pdf-pieces';
import { pdfText } from './pdf-text';

export { type InvoiceCompany, money, percent };

/** The lot table's columns: x and width. */
const columns = {
  lot: { x: page.margin, width: 50 },
  description: { x: page.margin + 56, width: content - 56 - 180 },
  hammer: { x: right - 175, width: 85 },
  premium: { x: right - 85, width: 85 },
};

function slotTime(value: string, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString('en-CA', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** What the document says it is: a draft and a void invoice say so across every page. */
function watermarkOf(detail: InvoiceDetail): string | null {
  if (detail.status === 'draft') return 'DRAFT';
  if (detail.status === 'void') return 'VOID';
  return null;
}

export function invoiceFileName(detail: Pick<InvoiceDetail, 'number' | 'id'>): string {
  return `invoice-${detail.number ?? `draft-${detail.id.slice(0, 8)}`}.pdf`;
}

async function qrPng(text: string): Promise<Buffer> {
  return (await bwipjs.toBuffer({ bcid: 'qrcode', text, scale: 4 })) as Buffer;
}

/**
 * The invoice as a Letter-size PDF: the house, the buyer, every lot, charges, credits, tax,
 * payments, the balance, how to pay, pickup or shipping, and a QR code for the release desk.
 * Long invoices flow onto more pages with the table's header repeated.
 */
export async function renderInvoicePdf(detail: InvoiceDetail, company: InvoiceCompany): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `Invoice ${detail.number ?? '(draft)'} - ${company.name}`,
    author: company.name,
  });
  await drawInvoice(doc, detail, company);
  doc.end();
  return finished;
}

/**
 * The invoice drawn into a document from its current, empty page on. Its own pages get its footer,
 * page numbers and watermark, so several invoices can share one document (the batch to print).
 */
export async function drawInvoice(
  doc: PDFKit.PDFDocument,
  detail: InvoiceDetail,
  company: InvoiceCompany,
): Promise<void> {
  const qr = await qrPng(detail.qr_text);
  const pages = doc.bufferedPageRange();
  const firstPage = pages.start + pages.count - 1;

  const text = (value: string) => pdfText(value);
  const flow = pageFlow(doc);
  const { ensure, heading, paragraph, amountRow } = flow;

  // The house: logo on the left, its details on the right.
  flow.y = drawLetterhead(doc, company, detail.gst_hst_number, flow.y);

  // The title block, with the QR code on the right.
  const qrSize = 86;
  const titleTop = flow.y;
  doc.image(qr, right - qrSize, titleTop, { width: qrSize, height: qrSize });
  const facts: [string, string][] = [
    ['Invoice number', detail.number ?? 'Draft (not issued)'],
    ['Issued', detail.issued_at ? calendarDay(detail.issued_at, company.timeZone) : 'Not yet'],
    ['Due', dueText(detail, company.timeZone) ?? '-'],
    detail.kind === 'buy_now'
      ? ['Purchase', `Buy now (${calendarDay(detail.sale_date, company.timeZone)})`]
      : ['Sale', `${detail.auction_title} (${calendarDay(detail.sale_date, company.timeZone)})`],
    ['Status', statusLabel(detail)],
  ];
  flow.y = drawTitleBlock(doc, { title: 'INVOICE', facts, top: flow.y, width: content - qrSize - 10 });
  doc.font(font.regular).fontSize(7).fillColor(muted);
  doc.text('Show this code at the release desk', right - qrSize - 10, titleTop + qrSize + 2, {
    width: qrSize + 10,
    align: 'center',
  });
  flow.y = Math.max(flow.y, titleTop + qrSize + 14) + 6;

  // The buyer: their name and mailing address (a floor buyer's from the desk, else the account's).
  heading('Bill to');
  const buyer = [
    detail.buyer_name,
    ...detail.buyer_address,
    detail.paddle_number === null ? '' : `Paddle ${detail.paddle_number}`,
    detail.buyer_email ?? '',
    detail.tax_exemption_number ? `Tax exemption ${detail.tax_exemption_number}` : '',
  ].filter((line) => line.length > 0);
  paragraph(buyer.join('\n'));

  // The lots (a buy-now purchase: the items, by SKU, at their price; no premium).
  const buyNow = detail.kind === 'buy_now';
  const lots = detail.lines.filter((line) => line.kind === 'lot');
  const charges = detail.lines.filter((line) => line.kind === 'charge');
  const credits = detail.lines.filter((line) => line.kind === 'credit');

  function tableHeader() {
    doc.rect(page.margin, flow.y, content, 18).fill('#eef2f6');
    doc.font(font.bold).fontSize(9).fillColor(navy);
    doc.text(buyNow ? 'SKU' : 'Lot', columns.lot.x + 4, flow.y + 5, { width: columns.lot.width - 4 });
    doc.text('Description', columns.description.x, flow.y + 5, { width: columns.description.width });
    doc.text(buyNow ? 'Price' : 'Hammer', columns.hammer.x, flow.y + 5, {
      width: columns.hammer.width - 4,
      align: 'right',
    });
    doc.text("Buyer's premium", columns.premium.x - 10, flow.y + 5, {
      width: columns.premium.width + 6,
      align: 'right',
    });
    flow.y += 22;
  }

  function lotRow(line: InvoiceLine) {
    doc.font(font.regular).fontSize(9.5);
    const description = text(line.description);
    const height = Math.max(doc.heightOfString(description, { width: columns.description.width }), 11);
    ensure(height + 6, tableHeader);
    doc.font(font.regular).fontSize(9.5).fillColor(ink);
    doc.text(text(line.lot_number ?? ''), columns.lot.x + 4, flow.y, { width: columns.lot.width - 4 });
    doc.text(description, columns.description.x, flow.y, { width: columns.description.width });
    doc.text(money(line.amount_cents), columns.hammer.x, flow.y, {
      width: columns.hammer.width - 4,
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

  const noun = buyNow ? 'Item' : 'Lot';
  heading(lots.length === 1 ? `${noun} bought` : `${noun}s bought (${lots.length})`);
  tableHeader();
  for (const line of lots) lotRow(line);

  if (charges.length > 0) {
    heading('Charges');
    for (const line of charges) {
      amountRow(line.description, line.amount_cents, { note: line.taxable ? undefined : 'not taxable' });
    }
  }
  if (credits.length > 0) {
    heading('Credits');
    for (const line of credits) {
      amountRow(line.description, -Math.abs(line.amount_cents), { note: line.reason ?? undefined });
    }
  }

  // The totals, as the invoice's ledger keeps them: the buyer can add them up.
  heading('Summary');
  amountRow(buyNow ? 'Buy-now price' : 'Hammer prices', detail.hammer_cents);
  amountRow("Buyer's premium", detail.premium_cents);
  if (detail.charges_cents !== 0) amountRow('Charges', detail.charges_cents);
  if (detail.credits_cents !== 0) amountRow('Credits', -detail.credits_cents);
  amountRow('Subtotal', detail.subtotal_cents);
  amountRow(
    `${detail.tax_label} ${percent(detail.tax_rate_bps)} (place of supply: ${detail.place_of_supply})`,
    detail.tax_cents,
    { note: detail.tax_exemption_number ? `exempt, certificate ${detail.tax_exemption_number}` : undefined },
  );
  flow.totalRule();
  amountRow('Total', detail.total_cents, { bold: true });
  for (const fee of detail.fees) {
    amountRow(`${fee.description} (${calendarDay(fee.charged_on, company.timeZone)})`, fee.total_cents, {
      note: fee.tax_cents > 0 ? `includes ${money(fee.tax_cents)} tax` : undefined,
    });
  }
  for (const note of detail.credit_notes) {
    amountRow(
      `Credit note ${note.number} (${calendarDay(note.issued_on, company.timeZone)})`,
      -note.total_cents,
    );
  }
  amountRow('Paid', detail.received_cents);
  if (detail.refunded_cents !== 0) amountRow('Refunded', detail.refunded_cents);
  if (detail.balance_cents < 0) amountRow('To be refunded to you', -detail.balance_cents, { bold: true });
  else amountRow('Balance due', detail.balance_cents, { bold: true });

  // The payments: money in and money back both as amounts; a reversal takes away what it corrects.
  if (detail.payments.length > 0) {
    heading('Payments');
    for (const payment of detail.payments) {
      const label = [
        calendarDay(payment.received_on, company.timeZone),
        `${entryWord(payment, detail.payments)}, ${paymentMethodLabels[payment.method]}`,
        // A refund's reference names the payment it comes from, for the house's books only.
        payment.reference && payment.kind !== 'refund' ? `ref. ${payment.reference}` : '',
      ]
        .filter(Boolean)
        .join(' - ');
      const amount = Math.abs(payment.amount_cents);
      // Why a mistaken entry was reversed is the office's note, not the buyer's.
      const note = payment.kind === 'reversal' ? undefined : (payment.reason ?? undefined);
      amountRow(label, payment.kind === 'reversal' ? -amount : amount, { note });
    }
  }

  // How to pay: only the ways the house has switched on; the card's link is kept off the page.
  if (detail.balance_cents > 0 && detail.status !== 'void') {
    heading('How to pay');
    for (const way of waysToPay(detail, company)) {
      doc.font(font.regular).fontSize(9.5);
      const height = doc.heightOfString(text(way.text), { width: content });
      ensure(height + 2);
      doc.fillColor(ink).text(text(way.text), page.margin, flow.y, {
        width: content,
        ...(way.link ? { link: way.link } : {}),
      });
      flow.y = doc.y + 2;
    }
    const due = [dueSentence(detail, company.timeZone), paymentTermsSentence(detail)].filter(Boolean);
    if (due.length > 0) paragraph(due.join('\n'));
  }

  // Pickup or shipping.
  if (detail.fulfilment === 'shipping') {
    heading('Shipping');
    const shipTo = detail.ship_to;
    const lines = shipTo
      ? [
          shipTo.name,
          shipTo.street,
          [shipTo.city, shipTo.province, shipTo.postal_code].filter(Boolean).join(' '),
          shipTo.country,
        ]
      : ['The shipping address is still to come.'];
    if (detail.shipping_carrier) lines.push(`Carrier: ${detail.shipping_carrier}`);
    if (detail.shipping_quote_cents !== null)
      lines.push(`Shipping quote: ${money(detail.shipping_quote_cents)}`);
    else lines.push('The auction house will quote the shipping and add it to this invoice.');
    if (detail.tracking_number) lines.push(`Tracking number: ${detail.tracking_number}`);
    if (detail.shipped_on) lines.push(`Shipped on ${calendarDay(detail.shipped_on, company.timeZone)}`);
    paragraph(lines.join('\n'));
  } else {
    heading('Pickup');
    const lines = [
      `Address: ${detail.pickup_address}`,
      ...pickupTermsLines(detail),
      detail.pickup_slot_start
        ? `Your pickup time: ${slotTime(detail.pickup_slot_start, company.timeZone)}`
        : detail.buyer_terms?.pickup?.kind === 'appointment'
          ? ''
          : 'Book a pickup time on your invoice page online.',
      'Lots are released once they are paid for. Bring this invoice or its QR code.',
    ].filter(Boolean);
    paragraph(lines.join('\n'));
  }

  // The sale's terms, as they stood when the invoice was issued.
  if (detail.buyer_terms?.terms_text) {
    heading('Terms of sale');
    paragraph(detail.buyer_terms.terms_text, { color: muted, size: 8 });
  }

  // On every page: the watermark for drafts and void invoices, and the page number.
  stampPages(doc, `${company.name} - Invoice ${detail.number ?? '(draft)'}`, watermarkOf(detail), firstPage);
}

/** "Payment", "Refund", or what a reversal corrects: "Reversal of a payment" or "of a refund". */
function entryWord(payment: InvoicePayment, all: readonly InvoicePayment[]): string {
  if (payment.kind === 'payment') return 'Payment';
  if (payment.kind === 'refund') return 'Refund';
  const corrected = all.find((entry) => entry.id === payment.reverses_payment_id);
  return corrected?.kind === 'refund' ? 'Reversal of a refund' : 'Reversal of a payment';
}

function statusLabel(detail: InvoiceDetail): string {
  switch (detail.display_status) {
    case 'draft':
      return 'Draft';
    case 'issued':
      return 'Issued, unpaid';
    case 'partially_paid':
      return 'Partly paid';
    case 'paid':
      return 'Paid';
    case 'void':
      return 'Void';
    case 'overdue':
      return 'Overdue';
  }
}
