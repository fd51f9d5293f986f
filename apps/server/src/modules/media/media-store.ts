import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded media live: `DATA_DIR/uploads`, or an S3 bucket when one is set (`mediaStoreFor`). */
export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes of a key, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** The bytes of a private file (a buyer's tax certificate), which `/media` never serves; stores without any leave it out. */
  getPrivate?(key: string): Promise<Buffer | null>;
  /** The public URL of a key. */
  url(key: string): string;
}

/** Keys are content-addressed file names such as `lots/3f2a...-320.webp`. */
export const mediaKeyPattern = /^[a-z]+\/[0-9a-f]{32}-(?:320|800|1600)\.webp$/;
/** Private files: content-addressed certificates that staff download through a signed-in route. */
export const privateKeyPattern = /^certificates\/[0-9a-f]{32}\.(?:pdf|jpeg|png)$/;

/** Content-addressed pictures never change: browsers, proxies and a CDN may keep them for a year. */
export const pictureCacheControl = 'public, max-age=31536000, immutable';

export function localMediaStore(root: string): MediaStore {
  return {
    async put(key, data) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${path}.${randomUUID()}.part`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async get(key) {
      if (!mediaKeyPattern.test(key)) return null;
      try {
        return await readFile(join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    getPrivate: (key) => (privateKeyPattern.test(key) ? readOrNull(join(root, key)) : Promise.resolve(null)),
    url: (key) => `/media/${key}`,
  };
}

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
