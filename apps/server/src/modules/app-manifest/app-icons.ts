import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { MediaStore } from '../media/media-store';

/** The house's colours on the home screen: its harbour blue, on white. */
export const themeColour = '#0f2a44';
export const backgroundColour = '#ffffff';

export const iconNames = [
  'icon-192.png',
  'icon-512.png',
  'maskable-512.png',
  'apple-touch-icon.png',
] as const;
export type IconName = (typeof iconNames)[number];

const sizeOf: Record<IconName, number> = {
  'icon-192.png': 192,
  'icon-512.png': 512,
  'maskable-512.png': 512,
  'apple-touch-icon.png': 180,
};

/** The site's own mark (a gavel over the harbour), for a house that has not uploaded a logo. */
const markSvg = new URL('../../../../web/src/assets/mark.svg', import.meta.url);

/** A short tag of the logo, so the manifest's icon addresses change when the logo does. */
export function logoVersion(logoUrl: string | null): string {
  return createHash('sha256')
    .update(logoUrl ?? 'mark')
    .digest('hex')
    .slice(0, 10);
}

/**
 * The home-screen icons, made with sharp from the logo in the settings (a picture uploaded to
 * this site; a logo elsewhere on the web is not fetched, the site's mark stands in). The logo is
 * fitted inside a square; the maskable icon keeps it within the middle 60%, on the theme colour,
 * since a phone crops that icon to its own shape. Made once per logo and size.
 */
export function createAppIcons(media: Pick<MediaStore, 'get'>) {
  const made = new Map<string, Promise<Buffer>>();

  async function source(logoUrl: string | null): Promise<{ image: Buffer; isMark: boolean }> {
    const key = logoUrl?.startsWith('/media/') ? logoUrl.slice('/media/'.length) : null;
    const uploaded = key ? await media.get(key) : null;
    if (uploaded) return { image: uploaded, isMark: false };
    return { image: await readFile(markSvg), isMark: true };
  }

  async function make(logoUrl: string | null, name: IconName): Promise<Buffer> {
    const size = sizeOf[name];
    const { image, isMark } = await source(logoUrl);
    const maskable = name === 'maskable-512.png';
    // The mark is a full square already; a logo gets a margin inside the square.
    const inner = Math.round(size * (maskable ? 0.6 : isMark ? 1 : 0.84));
    const logo = await sharp(image, { density: 300 })
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return sharp({
      create: {
        width: size,
        height: size,
        channels: 4,
        background: maskable ? themeColour : backgroundColour,
      },
    })
      .composite([{ input: logo, gravity: 'center' }])
      .png()
      .toBuffer();
  }

  return {
    icon(logoUrl: string | null, name: IconName): Promise<Buffer> {
      const id = `${logoUrl ?? ''} ${name}`;
      let icon = made.get(id);
      if (!icon) {
        icon = make(logoUrl, name);
        icon.catch(() => made.delete(id));
        if (made.size > 40) made.clear();
        made.set(id, icon);
      }
      return icon;
    },
  };
}
