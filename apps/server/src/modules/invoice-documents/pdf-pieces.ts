import { formatCents } from '@auction/domain';
import PDFDocument from 'pdfkit';
import type { SettingsService } from '../settings/settings.service';
import { houseLogoPng } from './house-logo';
import { pdfText } from './pdf-text';

/**
 * What the house's Letter-size documents (invoices, consignor statements) share: the page, the
 * type and colours, money and dates as printed, the house's letterhead, and the page footer with
 * a DRAFT or VOID watermark.
 */

/** The house as its documents print it (from the settings). */
export interface InvoiceCompany {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  /** Where Interac e-Transfers go, or null when the house takes none. */
  etransferEmail: string | null;
  /** Card payment online is configured: only then do the papers offer it. */
  cardPayments: boolean;
  /** The site's address, for links in the document. */
  publicUrl: string;
  timeZone: string;
  /** The logo as PNG or JPEG bytes, or null for the house's name in type. */
  logo: Buffer | null;
}

export const page = { width: 612, height: 792, margin: 50 };
export const right = page.width - page.margin;
export const content = page.width - 2 * page.margin;
export const ink = '#1a1a1a';
export const muted = '#555555';
export const navy = '#0f2a44';
export const rule = '#c9ced4';
export const font = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

/** Cents as printed: "$1,234.56", "-$10.00"; nothing prints as "-$0.00". */
export const money = formatCents;

export function percent(bps: number): string {
  return `${(bps / 100).toLocaleString('en-CA', { maximumFractionDigits: 2 })}%`;
}

/** A `YYYY-MM-DD` day or an instant, as "June 10, 2026" (an instant in the house's time zone). */
export function calendarDay(value: string, timeZone: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : timeZone,
  });
}

/** The house's details from the settings, with its logo; `cardPayments` when Stripe is configured. */
export async function houseDetails(
  settings: SettingsService,
  publicUrl: string,
  cardPayments = false,
): Promise<InvoiceCompany> {
  const s = await settings.get();
  const region = [s.address.province, s.address.postal_code].filter(Boolean).join(' ');
  return {
    name: s.site_name,
    addressLines: [s.address.street, [s.address.city, region].filter(Boolean).join(', ')].filter(Boolean),
    phone: s.contact_phone,
    email: s.contact_email,
    etransferEmail: s.etransfer_email || null,
    cardPayments,
    publicUrl,
    timeZone: s.time_zone,
    logo: await houseLogoPng(),
  };
}

/** A new Letter-size document with its pages kept for the footer, and the bytes once it ends. */
export function openDocument(info: { title: string; author: string }) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    bufferPages: true,
    info: { Title: pdfText(info.title), Author: pdfText(info.author) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** The letterhead at the top of the first page: the logo left, the house's details right. Returns where it ends. */
export function drawLetterhead(
  doc: PDFKit.PDFDocument,
  company: InvoiceCompany,
  gstHstNumber: string,
  top: number,
): number {
  if (company.logo) {
    doc.image(company.logo, page.margin, top, { fit: [190, 40] });
  } else {
    doc.font(font.bold).fontSize(20).fillColor(navy).text(pdfText(company.name), page.margin, top);
  }
  doc.font(font.regular).fontSize(8.5).fillColor(muted);
  const houseLines = [
    company.name,
    ...company.addressLines,
    company.phone,
    company.email,
    gstHstNumber ? `GST/HST registration ${gstHstNumber}` : '',
  ].filter((line) => line.length > 0);
  doc.text(pdfText(houseLines.join('\n')), right - 220, top, { width: 220, align: 'right' });
  return Math.max(doc.y, page.margin + 44) + 18;
}

/**
 * The document's title under the letterhead ("INVOICE", "CONSIGNOR STATEMENT") and its facts as
 * label and value rows, within `width` (narrower when something stands on the right). Returns where it ends.
 */
export function drawTitleBlock(
  doc: PDFKit.PDFDocument,
  block: { title: string; facts: readonly (readonly [string, string])[]; top: number; width?: number },
): number {
  const labelWidth = 100;
  const width = block.width ?? content;
  doc.font(font.bold).fontSize(22).fillColor(navy).text(pdfText(block.title), page.margin, block.top);
  let y = doc.y + 2;
  for (const [label, value] of block.facts) {
    doc
      .font(font.bold)
      .fontSize(9.5)
      .fillColor(ink)
      .text(pdfText(label), page.margin, y, { width: labelWidth });
    doc.font(font.regular).text(pdfText(value), page.margin + labelWidth, y, { width: width - labelWidth });
    y = doc.y + 1;
  }
  return y;
}

/**
 * On every page from `firstPage` (a document's first page when several share one file) to the
 * last: the watermark (DRAFT, VOID) if any, and the footer with the page number.
 */
export function stampPages(
  doc: PDFKit.PDFDocument,
  footer: string,
  watermark: string | null,
  firstPage = 0,
): void {
  const all = doc.bufferedPageRange();
  const range = { start: Math.max(all.start, firstPage), end: all.start + all.count };
  for (let index = range.start; index < range.end; index++) {
    doc.switchToPage(index);
    // Writing in the bottom margin must not start a new page.
    doc.page.margins.bottom = 0;
    if (watermark) {
      doc.save();
      doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
      doc.font(font.bold).fontSize(120).fillColor('#c0392b').fillOpacity(0.14);
      doc.text(watermark, 0, page.height / 2 - 60, { width: page.width, align: 'center', lineBreak: false });
      doc.restore();
      doc.fillOpacity(1);
    }
    doc.font(font.regular).fontSize(8).fillColor(muted);
    doc.text(
      pdfText(`${footer} - Page ${index - range.start + 1} of ${range.end - range.start}`),
      page.margin,
      page.height - page.margin - 10,
      {
        width: content,
        align: 'center',
        lineBreak: false,
      },
    );
  }
}

/**
 * Where a document is on its page, and the pieces every document draws as it flows down: a new
 * page when the next piece would not fit, a section heading, a paragraph, a label with an amount
 * on the right, and the rule above a total. `y` is the next line's position.
 */
export function pageFlow(doc: PDFKit.PDFDocument) {
  const bottom = page.height - page.margin - 30;
  const flow = {
    y: page.margin,
    /** Starts a new page when `height` would not fit (and draws what heads it, a table's header). */
    ensure(height: number, onNewPage?: () => void) {
      if (flow.y + height <= bottom) return;
      doc.addPage();
      flow.y = page.margin;
      onNewPage?.();
    },
    heading(label: string) {
      flow.ensure(40);
      flow.y += 14;
      doc.font(font.bold).fontSize(11).fillColor(navy).text(pdfText(label), page.margin, flow.y);
      flow.y = doc.y + 4;
    },
    paragraph(value: string, options: { color?: string; size?: number } = {}) {
      doc.font(font.regular).fontSize(options.size ?? 9.5);
      flow.ensure(doc.heightOfString(pdfText(value), { width: content }) + 2);
      doc.fillColor(options.color ?? ink).text(pdfText(value), page.margin, flow.y, { width: content });
      flow.y = doc.y + 2;
    },
    /** A label and its amount on the right; a note follows the label ("Shipping - not taxable"). */
    amountRow(label: string, cents: number, options: { bold?: boolean; note?: string | undefined } = {}) {
      doc.font(options.bold ? font.bold : font.regular).fontSize(options.bold ? 10.5 : 9.5);
      const labelText = pdfText(options.note ? `${label} - ${options.note}` : label);
      const height = Math.max(doc.heightOfString(labelText, { width: content - 110 }), 12);
      flow.ensure(height + 4);
      doc.fillColor(ink).text(labelText, page.margin, flow.y, { width: content - 110 });
      doc.text(money(cents), right - 100, flow.y, { width: 100, align: 'right' });
      flow.y += height + 3;
    },
    /** The rule above a total, on the right. */
    totalRule() {
      flow.ensure(8);
      doc
        .moveTo(right - 220, flow.y)
        .lineTo(right, flow.y)
        .lineWidth(1)
        .strokeColor(navy)
        .stroke();
      flow.y += 4;
    },
  };
  return flow;
}
