import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors';
import type { MediaStore } from './media-store';

export const imageWidths = { thumb: 320, medium: 800, large: 1600 } as const;
export type ImageVariant = keyof typeof imageWidths;

export interface StoredImage {
  keys: Record<ImageVariant, string>;
  /** Size of the original, for the gallery's aspect ratio. */
  width: number;
  height: number;
}

/** Turns an upload into WebP thumb, medium and large (never wider than the original) and stores them. */
export async function storeLotImage(store: MediaStore, upload: Buffer): Promise<StoredImage> {
  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 32);
  let metadata: Metadata;
  try {
    metadata = await sharp(upload).metadata();
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The given data was invalid.', {
      file: ['The file is not an image we can read (use JPEG, PNG or WebP).'],
    });
  }
  const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  const entries = await Promise.all(
    (Object.entries(imageWidths) as [ImageVariant, number][]).map(async ([variant, width]) => {
      const key = `lots/${hash}-${width}.webp`;
      const data = await sharp(upload)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: variant === 'thumb' ? 70 : 80 })
        .toBuffer();
      await store.put(key, data, 'image/webp');
      return [variant, key] as const;
    }),
  );
  return {
    keys: Object.fromEntries(entries) as Record<ImageVariant, string>,
    width: oriented.width ?? 0,
    height: oriented.height ?? 0,
  };
}
