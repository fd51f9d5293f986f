import sharp from 'sharp';

const shapes: Record<string, string> = {
  chair:
    '<rect x="250" y="120" width="40" height="260" /><rect x="250" y="240" width="200" height="40" /><rect x="410" y="260" width="40" height="120" />',
  wrench:
    '<rect x="230" y="230" width="260" height="44" rx="20" transform="rotate(-35 360 250)" /><circle cx="470" cy="170" r="56" />',
  ring: '<circle cx="360" cy="250" r="110" fill="none" stroke-width="34" stroke="rgba(255,255,255,0.85)" /><path d="M330 120 L360 80 L390 120 Z" />',
  frame:
    '<rect x="220" y="120" width="280" height="220" fill="none" stroke-width="30" stroke="rgba(255,255,255,0.85)" /><path d="M250 310 L330 220 L390 280 L430 240 L480 310 Z" />',
  star: '<path d="M360 100 L400 210 L515 210 L422 275 L458 385 L360 318 L262 385 L298 275 L205 210 L320 210 Z" />',
  screen:
    '<rect x="210" y="130" width="300" height="190" rx="12" /><rect x="340" y="320" width="40" height="50" /><rect x="290" y="365" width="140" height="18" />',
  boat: '<path d="M200 300 L520 300 L470 370 L250 370 Z" /><rect x="352" y="120" width="14" height="180" /><path d="M366 130 L470 280 L366 280 Z" />',
  pot: '<rect x="240" y="200" width="240" height="160" rx="20" /><rect x="220" y="180" width="280" height="30" rx="10" /><rect x="190" y="225" width="50" height="20" rx="8" /><rect x="480" y="225" width="50" height="20" rx="8" />',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A simple card drawn for a demo lot: its category's colour and figure, and its lot number. */
export async function drawLotPicture(options: {
  colour: string;
  shape: string;
  lotNumber: string;
  index: number;
}): Promise<Buffer> {
  const tilt = (options.index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="540">
<rect width="720" height="540" fill="${options.colour}"/>
<circle cx="${120 + ((options.index * 53) % 480)}" cy="${90 + ((options.index * 31) % 300)}" r="160" fill="rgba(255,255,255,0.12)"/>
<rect x="420" y="300" width="240" height="240" fill="rgba(0,0,0,0.10)" transform="rotate(${tilt} 540 420)"/>
<g fill="rgba(255,255,255,0.85)">${shapes[options.shape] ?? shapes.star}</g>
<text x="36" y="504" font-family="sans-serif" font-weight="bold" font-size="56" fill="#ffffff">Lot ${escapeXml(options.lotNumber)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
