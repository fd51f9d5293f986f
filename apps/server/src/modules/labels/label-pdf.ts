import type { LabelFormat } from '@auction/contracts';
import PDFDocument from 'pdfkit';
import { pdfText } from '../invoice-documents/pdf-text';
import { drawCode128, drawQr } from './barcodes';
import { labelPlace, labelSheets } from './label-sheet';

/** One label: the code its barcodes hold, big; words under it; a note in the corner (the consignor). */
export interface Label {
  code: string;
  words: string;
  corner?: string;
  /** A location's code is the label's headline; an item's SKU is smaller, its title says more. */
  kind: 'item' | 'location';
}

const pad = 5;
const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/**
 * One label in its box: the code and words top left, a QR code top right, a Code 128 of the same
 * code across the bottom, as wide as the label allows (wider bars scan from further away).
 */
function drawLabel(doc: PDFKit.PDFDocument, label: Label, { x, y, width, height }: LabelBox) {
  const qrSize = Math.round(height * 0.5);
  const top = y + pad;
  const textWidth = width - 2 * pad - qrSize - 2;
  drawQr(doc, label.code, { x: x + width - pad - qrSize + 2, y: top - 2, size: qrSize });
  const headline = label.kind === 'location' ? 13 : 9;
  doc.fillColor('#000000').font(font.bold).fontSize(headline);
  doc.text(label.code, x + pad, top, {
    width: textWidth,
    height: headline + 2,
    lineBreak: false,
    ellipsis: true,
  });
  if (label.corner) {
    doc.font(font.regular).fontSize(7);
    doc.text(pdfText(label.corner), x + pad, top + 1.5, {
      width: textWidth,
      align: 'right',
      lineBreak: false,
    });
  }
  const wordsTop = top + headline + 2;
  const wordsHeight = y + qrSize + pad - 2 - wordsTop;
  if (label.words && wordsHeight > 6) {
    doc.font(font.regular).fontSize(6.5);
    doc.text(pdfText(label.words), x + pad, wordsTop, {
      width: textWidth,
      height: wordsHeight,
      ellipsis: true,
      lineGap: -0.5,
    });
  }
  const barsTop = y + qrSize + pad + 1;
  drawCode128(doc, label.code, {
    x: x + 2,
    y: barsTop,
    width: width - 4,
    height: y + height - pad - barsTop,
  });
}

/** One label's place on its page and its size, in points. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A PDF of one label per item on the chosen stock: an Avery 5160 sheet from position `start`
 * (the next sheets from the top left), or one 2 × 1 in thermal label a page. `draw` fills a box.
 */
export function labelSheetPdf<Item>(
  items: readonly Item[],
  options: { format: LabelFormat; start: number; title: string },
  draw: (doc: PDFKit.PDFDocument, item: Item, box: LabelBox) => void,
): Promise<Buffer> {
  const sheet = labelSheets[options.format];
  const doc = new PDFDocument({
    size: [sheet.page.width, sheet.page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: pdfText(options.title), Creator: 'Harbourside Auctions' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let pages = 0;
  items.forEach((item, n) => {
    const place = labelPlace(sheet, n, options.format === 'avery_5160' ? options.start : 1);
    while (pages <= place.page) {
      doc.addPage({ size: [sheet.page.width, sheet.page.height], margin: 0 });
      pages += 1;
    }
    draw(doc, item, { x: place.x, y: place.y, ...sheet.label });
  });
  if (pages === 0) doc.addPage();
  doc.end();
  return done;
}

/** A PDF of labels on an Avery 5160 sheet (from position `start`) or on 2 × 1 in thermal labels. */
export function labelsPdf(
  labels: readonly Label[],
  options: { format: LabelFormat; start: number },
): Promise<Buffer> {
  return labelSheetPdf(labels, { ...options, title: 'Labels' }, drawLabel);
}
