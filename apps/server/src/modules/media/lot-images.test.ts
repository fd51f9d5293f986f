import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileImages } from '../../../test/hostile-images';
import { AppError } from '../../errors';
import { storeLotImage } from './lot-images';
import type { MediaStore } from './media-store';

function recordingStore(): MediaStore & { keys: string[] } {
  const keys: string[] = [];
  return {
    keys,
    async put(key) {
      keys.push(key);
    },
    get: async () => null,
    url: (key) => `/media/${key}`,
  };
}

async function refusal(upload: Buffer): Promise<AppError> {
  const error = await storeLotImage(recordingStore(), upload).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeLotImage', () => {
  it('accepts JPEG, PNG and WebP by their bytes', async () => {
    const pixels = sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8553d' } });
    for (const bytes of [
      await pixels.clone().jpeg().toBuffer(),
      await pixels.clone().png().toBuffer(),
      await pixels.clone().webp().toBuffer(),
    ]) {
      const store = recordingStore();
      expect(await storeLotImage(store, bytes)).toMatchObject({ width: 40, height: 30 });
      expect(store.keys).toHaveLength(3);
    }
  });

  it('refuses every hostile file with a 422 naming the allowed formats, and stores nothing', async () => {
    for (const hostile of await hostileImages()) {
      const store = recordingStore();
      const error = await storeLotImage(store, hostile.bytes).catch((e: unknown) => e);
      expect(error, hostile.name).toBeInstanceOf(AppError);
      expect((error as AppError).code, hostile.name).toBe('VALIDATION_FAILED');
      expect(store.keys, hostile.name).toEqual([]);
    }
  });

  it('names the allowed formats when the bytes are another format, whatever the file is called', async () => {
    const [svg, gif, tiff, heic] = await hostileImages();
    for (const hostile of [svg, gif, tiff, heic]) {
      expect((await refusal(hostile?.bytes ?? Buffer.alloc(0))).fieldErrors, hostile?.name).toEqual({
        file: ['Only JPEG, PNG or WebP images can be uploaded.'],
      });
    }
  });

  it('refuses more than 50 megapixels before decoding, and a damaged image as unreadable', async () => {
    const [, , , , bomb, truncated] = await hostileImages();
    expect((await refusal(bomb?.bytes ?? Buffer.alloc(0))).fieldErrors).toEqual({
      file: ['The image may not be larger than 50 megapixels.'],
    });
    expect((await refusal(truncated?.bytes ?? Buffer.alloc(0))).fieldErrors).toEqual({
      file: ['The file is not an image we can read (use JPEG, PNG or WebP).'],
    });
  });
});
