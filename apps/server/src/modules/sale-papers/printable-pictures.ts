import sharp from 'sharp';
import { houseLogoPng } from '../invoice-documents/house-logo';
import type { MediaStore } from '../media/media-store';

/** A picture ready for pdfkit, with its size in pixels (for its place on the page). */
export interface PrintablePicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** How many pictures are read and converted at once: a 500-lot catalogue stays within memory. */
const atOnce = 4;

/** A catalogue prints a picture at most 1⅔ in across: 500 pixels are 300 dpi there. */
const printedPixels = 500;

/**
 * A stored WebP as JPEG, which pdfkit can embed (it reads only JPEG and PNG); null when the file
 * is missing or unreadable, so one broken picture never stops the catalogue.
 */
async function asJpeg(media: Pick<MediaStore, 'get'>, key: string): Promise<PrintablePicture | null> {
  try {
    const webp = await media.get(key);
    if (!webp) return null;
    const { data, info } = await sharp(webp)
      .resize({ width: printedPixels, height: printedPixels, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The pictures of the keys given, as JPEG, by key; keys without a readable file are left out. */
export async function printablePictures(
  media: Pick<MediaStore, 'get'>,
  keys: readonly (string | null)[],
): Promise<Map<string, PrintablePicture>> {
  const queue = [...new Set(keys.filter((key): key is string => key !== null))];
  const pictures = new Map<string, PrintablePicture>();
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const jpeg = await asJpeg(media, key);
      if (jpeg) pictures.set(key, jpeg);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return pictures;
}

/**
 * The house's logo for the cover: the one uploaded in the settings (a `/media/...` picture of
 * this site), else the site's own logo, as the invoices print it. A logo elsewhere on the web is
 * not fetched.
 */
export async function coverLogo(
  media: Pick<MediaStore, 'get'>,
  logoUrl: string | null,
): Promise<Buffer | null> {
  const key = logoUrl?.startsWith('/media/') ? logoUrl.slice('/media/'.length) : null;
  const uploaded = key ? await media.get(key).catch(() => null) : null;
  if (uploaded) {
    const png = await sharp(uploaded)
      .png()
      .toBuffer()
      .catch(() => null);
    if (png) return png;
  }
  return houseLogoPng();
}
