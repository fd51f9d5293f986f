import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { uploadFormatOf } from '../media/image-format';
import { maxImagePixels } from '../media/lot-images';

/** The first bytes of a staged file: enough to know a zip, a JPEG, a PNG or a WebP. */
export async function headOf(path: string): Promise<Buffer> {
  const file = await open(path);
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Why a staged picture is refused in the preview, or null: a pixel bomb (a small file whose header
 * claims more than 50 megapixels) is named before anything is decoded. Reading the header decodes
 * no pixels; every other check runs when the picture is stored, as for one a cataloguer uploads.
 */
export async function pictureHeaderRefusal(path: string): Promise<string | null> {
  if (!uploadFormatOf(await headOf(path))) return null;
  const metadata = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height) return null;
  return metadata.width * metadata.height > maxImagePixels
    ? 'The image may not be larger than 50 megapixels.'
    : null;
}
