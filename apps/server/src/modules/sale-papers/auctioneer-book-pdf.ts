import type { Auction } from '@auction/contracts';
import { liveDollars } from '@auction/domain';
import {
  drawTitleBlock,
  font,
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
import { type Fact, scheduleFacts } from './sale-words';

/** An absentee maximum as the auctioneer executes it: the bidder's paddle and how high to go. */
export interface BookAbsentee {
  paddle: number | null;
  maxCents: number;
}

/** One lot of the book: what the auctioneer needs at the rostrum, and nothing the room may see. */
export interface BookLot {
  lotNumber: string;
  title: string;
  /** "Bid per unit, × 12": the figures of a quantity lot are per unit. */
  perUnit: string | null;
  withdrawn: boolean;
  consignor: string | null;
  reserveCents: number | null;
  startingBidCents: number;
  /** The step of the increment profile at the starting bid. */
  incrementCents: number;
  /** Highest first. */
  absentees: readonly BookAbsentee[];
}

export interface BookInput {
  houseName: string;
  auction: Auction;
  lots: readonly BookLot[];
}

const columns = {
  lot: { x: 50, width: 34 },
  title: { x: 88, width: 118 },
  consignor: { x: 210, width: 48 },
  reserve: { x: 260, width: 48 },
  start: { x: 310, width: 44 },
  step: { x: 356, width: 38 },
  absentees: { x: 402, width: 62 },
  hammer: { x: 470, width: 52 },
  paddle: { x: 526, width: 36 },
} as const;

type Column = keyof typeof columns;
const money: Column[] = ['reserve', 'start', 'step'];
const headings: Record<Column, string> = {
  lot: 'LOT',
  title: 'TITLE',
  consignor: 'CONSIGNOR',
  reserve: 'RESERVE',
  start: 'START',
  step: 'STEP',
  absentees: 'ABSENTEE',
  hammer: 'HAMMER',
  paddle: 'PADDLE',
};

type Flow = ReturnType<typeof pageFlow>;

function drawHeader(doc: PDFKit.PDFDocument, flow: Flow): void {
  doc.font(font.bold).fontSize(7).fillColor(muted);
  for (const [name, column] of Object.entries(columns) as [Column, (typeof columns)[Column]][]) {
    const align = money.includes(name) ? 'right' : 'left';
    doc.text(headings[name], column.x, flow.y, { width: column.width, align, lineBreak: false });
  }
  flow.y += 11;
  doc.moveTo(page.margin, flow.y).lineTo(right, flow.y).lineWidth(1).strokeColor(navy).stroke();
  flow.y += 5;
}

/** A box to write in by hand, as tall as the row. */
function writeIn(doc: PDFKit.PDFDocument, column: { x: number; width: number }, y: number, height: number) {
  doc
    .rect(column.x, y - 2, column.width, height)
    .lineWidth(0.6)
    .strokeColor('#8a9099')
    .stroke();
}

function drawLot(doc: PDFKit.PDFDocument, flow: Flow, lot: BookLot): void {
  const titleText = pdfText([lot.title, lot.perUnit].filter(Boolean).join('\n'));
  doc.font(font.regular).fontSize(9);
  const titleHeight = doc.heightOfString(titleText, { width: columns.title.width });
  const absentees = lot.withdrawn ? [] : lot.absentees;
  const height = Math.max(24, titleHeight + 4, absentees.length * 11 + 4);
  flow.ensure(height + 6, () => drawHeader(doc, flow));
  const y = flow.y;
  doc.font(font.bold).fontSize(11).fillColor(ink).text(pdfText(lot.lotNumber), columns.lot.x, y, {
    width: columns.lot.width,
    lineBreak: false,
    ellipsis: true,
  });
  doc.font(font.regular).fontSize(9).text(titleText, columns.title.x, y, { width: columns.title.width });
  doc.text(pdfText(lot.consignor ?? 'House'), columns.consignor.x, y, { width: columns.consignor.width });
  if (lot.withdrawn) {
    doc
      .font(font.bold)
      .fillColor('#c0392b')
      .text('WITHDRAWN - do not offer', columns.reserve.x, y, {
        width: columns.paddle.x + columns.paddle.width - columns.reserve.x,
      });
  } else {
    const figures: Record<'reserve' | 'start' | 'step', string> = {
      reserve: lot.reserveCents === null ? 'None' : liveDollars(lot.reserveCents),
      start: liveDollars(lot.startingBidCents),
      step: liveDollars(lot.incrementCents),
    };
    for (const name of ['reserve', 'start', 'step'] as const) {
      doc.font(name === 'reserve' ? font.bold : font.regular).fillColor(ink);
      doc.text(figures[name], columns[name].x, y, { width: columns[name].width, align: 'right' });
    }
    doc.font(font.regular).fontSize(8.5);
    if (absentees.length === 0) doc.fillColor(muted).text('-', columns.absentees.x, y);
    absentees.forEach((bid, index) => {
      const line = y + index * 11;
      doc.fillColor(ink).text(bid.paddle === null ? '?' : String(bid.paddle), columns.absentees.x, line, {
        width: 28,
        lineBreak: false,
      });
      doc.text(liveDollars(bid.maxCents), columns.absentees.x + 24, line, {
        width: columns.absentees.width - 24,
        align: 'right',
        lineBreak: false,
      });
    });
    writeIn(doc, columns.hammer, y, height - 4);
    writeIn(doc, columns.paddle, y, height - 4);
  }
  flow.y = y + height;
  doc.moveTo(page.margin, flow.y).lineTo(right, flow.y).lineWidth(0.4).strokeColor(rule).stroke();
  flow.y += 6;
}

/**
 * The auctioneer's book of a live sale: a line per lot in sale order with the reserve, the
 * consignor, the starting bid and its increment, the absentee maxima to execute (highest first),
 * and boxes for the hammer price and the buyer's paddle. Staff only: it holds the reserves.
 */
export function renderAuctioneerBookPdf(input: BookInput): Promise<Buffer> {
  const { auction } = input;
  const { doc, finished } = openDocument({
    title: `${auction.title} - Auctioneer's book`,
    author: input.houseName,
  });
  const facts: Fact[] = [['Sale', auction.title], ...scheduleFacts(auction)];
  if (auction.location.trim()) facts.push(['Location', auction.location.trim()]);
  facts.push(['Lots', String(input.lots.filter((lot) => !lot.withdrawn).length)]);
  const flow = pageFlow(doc);
  flow.y = drawTitleBlock(doc, { title: "AUCTIONEER'S BOOK", facts, top: page.margin });
  doc.font(font.bold).fontSize(9).fillColor('#c0392b');
  doc.text(
    'Confidential: reserves and absentee maxima. Keep it at the rostrum; never show it to the room.',
    page.margin,
    flow.y + 6,
  );
  doc.font(font.regular).fontSize(8.5).fillColor(muted);
  doc.text(
    'The figures of a lot bid per unit are per unit. Absentee maxima are listed by paddle, highest first; the sale bids them by itself, each up to its maximum.',
    page.margin,
    doc.y + 3,
  );
  flow.y = doc.y + 14;
  drawHeader(doc, flow);
  if (input.lots.length === 0) flow.paragraph('No lots have been added to this sale yet.', { color: muted });
  for (const lot of input.lots) drawLot(doc, flow, lot);
  stampPages(doc, `${auction.title} - Auctioneer's book - Confidential`, null);
  doc.end();
  return finished;
}
