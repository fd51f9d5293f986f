import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/** The house's logo, the same drawing the site shows; made into a PNG once per process. */
const logoSvg = new URL('../../../../web/src/assets/logo.svg', import.meta.url);
let cached: Promise<Buffer | null> | null = null;

export function houseLogoPng(): Promise<Buffer | null> {
  cached ??= readFile(logoSvg)
    .then((svg) => sharp(svg, { density: 300 }).resize({ width: 760 }).png({ palette: true }).toBuffer())
    .catch(() => null);
  return cached;
}
