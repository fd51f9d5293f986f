import type { Auction } from '@auction/contracts';
import {
  content,
  font,
  type InvoiceCompany,
  ink,
  muted,
  navy,
  page,
  type pageFlow,
  rule,
} from '../invoice-documents/pdf-pieces';
import { pdfText } from '../invoice-documents/pdf-text';
import { buyerTermFacts, type Fact, premiumBands, premiumNote, scheduleFacts } from './sale-words';

type Flow = ReturnType<typeof pageFlow>;

const centred = { width: content, align: 'center' } as const;

/**
 * The cover: the house's logo and name, the sale's title and kind, when and where it is, and at
 * the foot how to reach the house.
 */
export function drawCover(doc: PDFKit.PDFDocument, house: InvoiceCompany, auction: Auction): void {
  let y = 96;
  if (house.logo) {
    doc.image(house.logo, page.margin + (content - 300) / 2, y, { fit: [300, 90], align: 'center' });
    y += 104;
  }
  doc.font(font.bold).fontSize(11).fillColor(muted);
  doc.text(pdfText(house.name.toUpperCase()), page.margin, y, { ...centred, characterSpacing: 1.5 });
  y = doc.y + 26;
  doc
    .moveTo(page.width / 2 - 40, y)
    .lineTo(page.width / 2 + 40, y)
    .lineWidth(1.5)
    .strokeColor(navy)
    .stroke();
  y += 26;
  doc.font(font.bold).fontSize(30).fillColor(navy).text(pdfText(auction.title), page.margin, y, centred);
  doc.moveDown(0.3);
  doc.font(font.regular).fontSize(13).fillColor(muted);
  doc.text(auction.type === 'live' ? 'Live auction' : 'Timed online auction', page.margin, doc.y, centred);
  y = doc.y + 34;
  const facts: Fact[] = [...scheduleFacts(auction)];
  if (auction.location.trim()) facts.push(['Location', auction.location.trim()]);
  for (const [label, value] of facts) {
    doc.font(font.bold).fontSize(8.5).fillColor(muted);
    doc.text(pdfText(label.toUpperCase()), page.margin, y, { ...centred, characterSpacing: 1 });
    doc
      .font(font.regular)
      .fontSize(12.5)
      .fillColor(ink)
      .text(pdfText(value), page.margin, doc.y + 2, centred);
    y = doc.y + 14;
  }
  const reach = [
    ...house.addressLines,
    [house.phone, house.email].filter(Boolean).join('   '),
    house.publicUrl.replace(/^https?:\/\//, ''),
  ].filter((line) => line.length > 0);
  doc.font(font.regular).fontSize(9).fillColor(muted);
  doc.text(
    pdfText(reach.join('\n')),
    page.margin,
    page.height - page.margin - 40 - reach.length * 11,
    centred,
  );
}

/** Label and value rows: the label in bold on the left, the value (a line or several) beside it. */
function facts(doc: PDFKit.PDFDocument, flow: Flow, rows: readonly Fact[]): void {
  const labelWidth = 120;
  for (const [label, value] of rows) {
    doc.font(font.regular).fontSize(9.5);
    const height = doc.heightOfString(pdfText(value), { width: content - labelWidth });
    flow.ensure(height + 4);
    doc
      .font(font.bold)
      .fillColor(ink)
      .text(pdfText(label), page.margin, flow.y, { width: labelWidth - 10 });
    doc
      .font(font.regular)
      .text(pdfText(value), page.margin + labelWidth, flow.y, { width: content - labelWidth });
    flow.y += Math.max(height, 12) + 5;
  }
}

/** The buyer's premium as a table: each band of the hammer price and its rate. */
function premiumTable(doc: PDFKit.PDFDocument, flow: Flow, auction: Auction): void {
  const tableWidth = 300;
  const rows = premiumBands(auction.buyer_premium);
  flow.ensure(18 * (rows.length + 1) + 20);
  doc.font(font.bold).fontSize(8.5).fillColor(muted);
  doc.text('HAMMER PRICE', page.margin, flow.y, { width: tableWidth - 80 });
  doc.text('PREMIUM', page.margin + tableWidth - 80, flow.y, { width: 80, align: 'right' });
  flow.y += 13;
  for (const [band, rate] of rows) {
    doc
      .moveTo(page.margin, flow.y)
      .lineTo(page.margin + tableWidth, flow.y)
      .lineWidth(0.5)
      .strokeColor(rule)
      .stroke();
    flow.y += 5;
    doc.font(font.regular).fontSize(10).fillColor(ink);
    doc.text(pdfText(band), page.margin, flow.y, { width: tableWidth - 80 });
    doc.font(font.bold).text(rate, page.margin + tableWidth - 80, flow.y, { width: 80, align: 'right' });
    flow.y += 14;
  }
  const note = premiumNote(auction.buyer_premium);
  flow.y += 4;
  if (note) flow.paragraph(note, { color: muted, size: 9 });
}

/**
 * The pages before the lots: the sale's description, its terms as staff wrote them, the buyer's
 * premium and the buyer terms (payment, pickup, shipping).
 */
export function drawSaleTerms(
  doc: PDFKit.PDFDocument,
  flow: Flow,
  auction: Auction,
  description: string,
): void {
  if (description.trim()) {
    flow.heading('About this sale');
    flow.paragraph(description);
  }
  if (auction.terms.trim()) {
    flow.heading('Terms of sale');
    flow.paragraph(auction.terms.trim());
  }
  flow.heading("Buyer's premium");
  premiumTable(doc, flow, auction);
  flow.heading('Payment and pickup');
  facts(doc, flow, buyerTermFacts(auction));
}
