import bwipjs from 'bwip-js/node';

/** What pdfkit's document offers for drawing bars: filled rectangles in points. */
export interface Canvas {
  rect(x: number, y: number, width: number, height: number): Canvas;
  fill(color?: string): Canvas;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A linear code's blank margin each side, in modules: Code 128 asks for at least ten. */
const code128QuietZone = 10;
/** A QR code's blank margin each side, in modules, as its standard asks. */
const qrQuietZone = 4;

/**
 * Code 128 drawn as vector bars (sharp at any printer resolution), as wide as the box allows with
 * its quiet zones inside the box, centred. Returns the module width used, in points.
 */
export function drawCode128(doc: Canvas, text: string, box: Box): number {
  const [encoded] = bwipjs.raw({ bcid: 'code128', text }) as unknown as [{ sbs: number[] }];
  const widths = encoded.sbs;
  const modules = widths.reduce((sum, width) => sum + width, 0);
  const module = Math.min(box.width / (modules + 2 * code128QuietZone), 2);
  let x = box.x + (box.width - modules * module) / 2;
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  doc.fill('#000000');
  return module;
}

/** A QR code as vector squares in a square box, its quiet zone inside the box. */
export function drawQr(doc: Canvas, text: string, box: { x: number; y: number; size: number }): number {
  const [encoded] = bwipjs.raw({ bcid: 'qrcode', text }) as unknown as [
    { pixs: number[]; pixx: number; pixy: number },
  ];
  const module = box.size / (encoded.pixx + 2 * qrQuietZone);
  const left = box.x + qrQuietZone * module;
  const top = box.y + qrQuietZone * module;
  for (let row = 0; row < encoded.pixy; row += 1) {
    for (let column = 0; column < encoded.pixx; column += 1) {
      if (encoded.pixs[row * encoded.pixx + column]) {
        // A hair wider than a module, so neighbouring squares print as one block without seams.
        doc.rect(left + column * module, top + row * module, module + 0.05, module + 0.05);
      }
    }
  }
  doc.fill('#000000');
  return module;
}
