import sharp from 'sharp';

/** CRC-32 as PNG chunks use it (Node 20 has no zlib.crc32). */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A small PNG whose header claims `width` x `height` pixels: a decompression bomb in a few hundred bytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
  // The IHDR chunk starts at byte 8: length (4), type (4), width (4), height (4), ..., CRC at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Files an attacker (or a careless phone) sends as a lot picture, each to be refused. */
export async function hostileImages(): Promise<{ name: string; filename: string; bytes: Buffer }[]> {
  const pixels = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6e96' } });
  const jpeg = await pixels.clone().jpeg().toBuffer();
  // Noise so the scan data is long: cut it and the header still reads, the pixels do not.
  const photo = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
  return [
    {
      name: 'an SVG named .jpg',
      filename: 'photo.jpg',
      bytes: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><script>alert(1)</script></svg>',
      ),
    },
    { name: 'a GIF', filename: 'photo.gif', bytes: await pixels.clone().gif().toBuffer() },
    { name: 'a TIFF', filename: 'photo.tiff', bytes: await pixels.clone().tiff().toBuffer() },
    {
      name: 'a HEIC header',
      filename: 'photo.heic',
      bytes: Buffer.concat([Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'), jpeg]),
    },
    { name: 'a 20000 x 20000 PNG bomb', filename: 'photo.png', bytes: await pngClaiming(20_000, 20_000) },
    {
      name: 'a truncated JPEG',
      filename: 'photo.jpg',
      bytes: photo.subarray(0, Math.floor(photo.length * 0.6)),
    },
  ];
}
