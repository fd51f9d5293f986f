import type { Auction } from '@auction/contracts';
import {
  content,
  font,
  type InvoiceCompany,
  ink,
  muted,
  navy,
  openDocument,
  page,
  pageFlow,
  right,
  rule,
  stampPages,
} from '../invoice-documents/pdf-pieces';
import { pdfText } from '../invoice-documents/pdf-text';
import { drawCover, drawSaleTerms } from './catalogue-front';
import type { PrintablePicture } from './printable-pictures';

/** A lot as the catalogue prints it: its words already plain text, its picture ready to embed. */
export interface CatalogueLot {
  lotNumber: string;
  title: string;
  description: string;
  /** "Estimate $200 – $300", or null. */
  estimate: string | null;
  /** "Bid per unit, × 12" for a quantity lot, else null. */
  perUnit: string | null;
  picture: PrintablePicture | null;
}

export interface CatalogueInput {
  house: InvoiceCompany;
  auction: Auction;
  /** The sale's description as plain text. */
  description: string;
  lots: readonly CatalogueLot[];
}

/** The picture's box: a lot without a picture gives its words the whole width instead. */
const pictureBox = 130;
const gutter = 16;
const gap = 14;

type Flow = ReturnType<typeof pageFlow>;

function drawLot(doc: PDFKit.PDFDocument, flow: Flow, lot: CatalogueLot): void {
  const picture = lot.picture;
  const scale = picture ? Math.min(pictureBox / picture.width, pictureBox / picture.height) : 0;
  const pictureHeight = picture ? picture.height * scale : 0;
  const x = picture ? page.margin + pictureBox + gutter : page.margin;
  const width = picture ? content - pictureBox - gutter : content;
  const notes = [lot.estimate, lot.perUnit].filter((note): note is string => note !== null).join('   ');
  const heightOf = (text: string, size: number, bold = false) =>
    text
      ? doc
          .font(bold ? font.bold : font.regular)
          .fontSize(size)
          .heightOfString(pdfText(text), { width })
      : 0;
  const headHeight = 16 + heightOf(lot.title, 11.5, true) + (notes ? heightOf(notes, 9.5, true) + 3 : 0);
  // A description longer than a page is cut short with an ellipsis rather than split over pages.
  const roomForDescription = page.height - 2 * page.margin - 40 - headHeight;
  const descriptionHeight = Math.min(heightOf(lot.description, 9), roomForDescription);
  const height = Math.max(pictureHeight, headHeight + (descriptionHeight ? descriptionHeight + 4 : 0));
  flow.ensure(height + gap);
  const top = flow.y;
  if (picture) {
    const drawnWidth = picture.width * scale;
    doc.image(picture.jpeg, page.margin + (pictureBox - drawnWidth) / 2, top, { width: drawnWidth });
  }
  doc.font(font.bold).fontSize(13).fillColor(navy);
  doc.text(pdfText(`Lot ${lot.lotNumber}`), x, top, { width, lineBreak: false });
  doc
    .font(font.bold)
    .fontSize(11.5)
    .fillColor(ink)
    .text(pdfText(lot.title), x, top + 16, { width });
  if (notes) {
    doc
      .font(font.bold)
      .fontSize(9.5)
      .fillColor(muted)
      .text(pdfText(notes), x, doc.y + 3, { width });
  }
  if (descriptionHeight > 0) {
    doc.font(font.regular).fontSize(9).fillColor(ink);
    doc.text(pdfText(lot.description), x, doc.y + 4, { width, height: descriptionHeight, ellipsis: true });
  }
  flow.y = top + height + gap / 2;
  doc.moveTo(page.margin, flow.y).lineTo(right, flow.y).lineWidth(0.5).strokeColor(rule).stroke();
  flow.y += gap / 2;
}

/**
 * The sale's catalogue: a cover, the terms and buyer's premium, then every lot in sale order with
 * its first picture, estimate and description; the sale's title and page numbers in the footer.
 */
export function renderCataloguePdf(input: CatalogueInput): Promise<Buffer> {
  const { doc, finished } = openDocument({
    title: `${input.auction.title} - Catalogue`,
    author: input.house.name,
  });
  drawCover(doc, input.house, input.auction);
  doc.addPage();
  const flow = pageFlow(doc);
  drawSaleTerms(doc, flow, input.auction, input.description);
  doc.addPage();
  flow.y = page.margin;
  doc.font(font.bold).fontSize(20).fillColor(navy).text('The lots', page.margin, flow.y);
  doc.font(font.regular).fontSize(9.5).fillColor(muted);
  doc.text(
    input.lots.length === 0
      ? 'No lots have been added to this sale yet.'
      : `${input.lots.length === 1 ? '1 lot' : `${input.lots.length} lots`}, in the order they are sold.`,
    page.margin,
    doc.y + 2,
  );
  flow.y = doc.y + 14;
  for (const lot of input.lots) drawLot(doc, flow, lot);
  stampPages(doc, input.auction.title, null);
  doc.end();
  return finished;
}
