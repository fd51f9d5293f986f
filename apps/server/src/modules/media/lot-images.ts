import { createHash } from 'node:crypto';
import { type PictureVariant, pictureWidths } from '@auction/contracts';
import sharp from 'sharp';
import { AppError } from '../../errors';
import { uploadFormatOf } from './image-format';
import type { MediaStore } from './media-store';

/** Larger than any camera a cataloguer uses; a small file claiming more is a decompression bomb. */
export const maxImagePixels = 50_000_000;

export interface StoredImage {
  keys: Record<PictureVariant, string>;
  /** Size of the original, for the gallery's aspect ratio. */
  width: number;
  height: number;
}

function refusal(message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { file: [message] });
}

const unreadable = () => refusal('The file is not an image we can read (use JPEG, PNG or WebP).');

/**
 * Turns an upload into WebP thumb, medium and large (never wider than the original) and stores them.
 * The bytes must be JPEG, PNG or WebP and the header's size at most 50 megapixels before anything
 * is decoded; every size is made before the first is stored, so a refused file leaves nothing behind.
 */
export async function storeLotImage(store: MediaStore, upload: Buffer): Promise<StoredImage> {
  const format = uploadFormatOf(upload);
  if (!format) throw refusal('Only JPEG, PNG or WebP images can be uploaded.');
  // Reading the header decodes no pixels, so the size is checked here before any decoding.
  const metadata = await sharp(upload, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (metadata.format !== format) throw unreadable();
  if (metadata.width * metadata.height > maxImagePixels) {
    throw refusal('The image may not be larger than 50 megapixels.');
  }
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
  const variants = await Promise.all(
    (Object.entries(pictureWidths) as [PictureVariant, number][]).map(async ([variant, width]) => {
      const data = await sharp(upload, { limitInputPixels: maxImagePixels })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: variant === 'thumb' ? 70 : 80 })
        .toBuffer();
      return { variant, key: `lots/${hash}-${width}.webp`, data };
    }),
  ).catch(() => {
    throw unreadable();
  });
  for (const { key, data } of variants) await store.put(key, data, 'image/webp');
  const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  return {
    keys: Object.fromEntries(variants.map(({ variant, key }) => [variant, key])) as Record<
      PictureVariant,
      string
    >,
    width: oriented.width ?? 0,
    height: oriented.height ?? 0,
  };
}
