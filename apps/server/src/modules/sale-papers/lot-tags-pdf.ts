import type { LabelFormat } from '@auction/contracts';
import { pdfText } from '../invoice-documents/pdf-text';
import { drawQr } from '../labels/barcodes';
import { type LabelBox, labelSheetPdf } from '../labels/label-pdf';

/** A tag for a lot on view: its number large, its title, and a QR code of its page on the site. */
export interface LotTag {
  lotNumber: string;
  title: string;
  /** The lot's public page, absolute. */
  url: string;
}

const pad = 5;
const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const largest = 36;
const smallest = 14;

/** The lot number as large as the space beside the QR code allows (a long "1234A" shrinks to fit). */
function numberSize(doc: PDFKit.PDFDocument, lotNumber: string, width: number): number {
  doc.font(font.bold);
  let size = largest;
  while (size > smallest && doc.fontSize(size).widthOfString(lotNumber) > width) size -= 1;
  return size;
}

function drawTag(doc: PDFKit.PDFDocument, tag: LotTag, { x, y, width, height }: LabelBox): void {
  const qrSize = height - 2 * pad + 4;
  drawQr(doc, tag.url, { x: x + width - qrSize - pad + 4, y: y + pad - 2, size: qrSize });
  const textWidth = width - 2 * pad - qrSize + 2;
  const lotNumber = pdfText(tag.lotNumber);
  doc.fillColor('#000000').font(font.bold).fontSize(6.5);
  doc.text('LOT', x + pad, y + pad, { width: textWidth, lineBreak: false });
  const size = numberSize(doc, lotNumber, textWidth);
  doc.fontSize(size).text(lotNumber, x + pad, y + pad + 7, {
    width: textWidth,
    height: size,
    lineBreak: false,
    ellipsis: true,
  });
  const titleTop = y + pad + 9 + size;
  const titleHeight = y + height - pad - titleTop;
  if (titleHeight > 6) {
    doc.font(font.regular).fontSize(7);
    doc.text(pdfText(tag.title), x + pad, titleTop, {
      width: textWidth,
      height: titleHeight,
      ellipsis: true,
      lineGap: -0.5,
    });
  }
}

/** The lot tags of a sale on the house's label stock, in sale order. */
export function lotTagsPdf(
  tags: readonly LotTag[],
  options: { format: LabelFormat; start: number; saleTitle: string },
): Promise<Buffer> {
  return labelSheetPdf(tags, { ...options, title: `${options.saleTitle} - Lot tags` }, drawTag);
}
