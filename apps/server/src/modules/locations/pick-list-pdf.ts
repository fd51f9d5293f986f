import type { LocationPickListRow } from '@auction/contracts';
import PDFDocument from 'pdfkit';
import { pdfText } from '../invoice-documents/pdf-text';

const page = { width: 612, height: 792, margin: 40 };
const columns = [
  { title: 'Location', x: 40, width: 70 },
  { title: 'Lot', x: 112, width: 40 },
  { title: 'SKU', x: 154, width: 70 },
  { title: 'Item', x: 226, width: 290 },
  { title: 'Qty', x: 518, width: 26 },
  { title: 'Picked', x: 546, width: 30 },
];

/** The pick list on paper: one line per item in shelf order, with a box to tick as it is picked. */
export function pickListPdf(rows: readonly LocationPickListRow[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: page.margin, info: { Title: 'Pick list' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Pick list by location', page.margin, page.margin);
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(`${rows.length === 1 ? '1 item' : `${rows.length} items`}, in shelf order.`);
  let y = doc.y + 10;
  const heading = () => {
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#000000');
    for (const column of columns) doc.text(column.title, column.x, y, { width: column.width });
    y += 13;
    doc
      .moveTo(page.margin, y - 3)
      .lineTo(page.width - page.margin, y - 3)
      .lineWidth(0.5)
      .stroke('#999999');
  };
  heading();
  for (const row of rows) {
    doc.font('Helvetica').fontSize(9);
    const title = pdfText(row.title);
    const height = Math.max(14, doc.heightOfString(title, { width: columns[3]?.width ?? 290 }) + 4);
    if (y + height > page.height - page.margin) {
      doc.addPage();
      y = page.margin;
      heading();
      doc.font('Helvetica').fontSize(9);
    }
    const cells = [
      row.location?.code ?? 'No location',
      row.lot_number ?? '',
      row.sku,
      title,
      String(row.quantity),
    ];
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) doc.text(cell, column.x, y, { width: column.width, align: index === 4 ? 'right' : 'left' });
    });
    doc.rect(553, y, 9, 9).lineWidth(0.7).stroke('#000000');
    y += height;
  }
  doc.end();
  return done;
}
