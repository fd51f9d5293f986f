import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { imageImportLimits } from '@auction/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../errors';
import { maxImageBytes } from '../media/read-upload';

/** One file of the zip: written to `path`, or refused with the reason. */
export interface ZipPicture {
  name: string;
  path: string | null;
  reason: string | null;
}

const refusal = (message: string) => new AppError('VALIDATION_FAILED', undefined, { files: [message] });

export const isZip = (head: Buffer, name: string) =>
  head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) || /\.zip$/i.test(name);

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    );
  });
}

/** Every entry of the central directory, read before a byte is unpacked. */
function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      if (entries.length > imageImportLimits.maxEntries) {
        reject(refusal(`A zip may hold at most ${imageImportLimits.maxEntries} files.`));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(error));
    zip.readEntry();
  });
}

/**
 * What a Mac or Windows puts in a zip beside the pictures (`__MACOSX/`, `._photo.jpg` resource
 * forks, `.DS_Store`, `Thumbs.db`): never a picture, so never listed as one that matched nothing.
 */
export function systemFile(name: string): boolean {
  const base = name.split('/').at(-1) ?? name;
  return (
    name.startsWith('__MACOSX/') ||
    base.startsWith('._') ||
    base === '.DS_Store' ||
    base.toLowerCase() === 'thumbs.db' ||
    base.toLowerCase() === 'desktop.ini'
  );
}

function unsafePath(name: string): boolean {
  return name.startsWith('/') || /^[a-z]:/i.test(name) || name.split(/[\\/]/).includes('..');
}

/**
 * JPEG, PNG and WebP are compressed already: zipped, they shrink a little. An entry that would
 * unpack to more than a picture may be, at more than this many times its packed size, is a zip
 * bomb (decision 0087); a large picture that packs like one is refused on its own in the preview.
 */
const bombRatio = 100;

const isBomb = (entry: Entry) =>
  entry.uncompressedSize > maxImageBytes && entry.uncompressedSize > entry.compressedSize * bombRatio;

/** Why the whole zip is refused, or null: checked on the directory alone, before unpacking. */
function zipRefusal(entries: readonly Entry[]): string | null {
  const unsafe = entries.find((entry) => unsafePath(entry.fileName));
  if (unsafe) return `The zip holds a file outside its folder (${unsafe.fileName}); nothing was imported.`;
  if (entries.some((entry) => /\.zip$/i.test(entry.fileName))) {
    return 'The zip holds another zip; unpack it and send its pictures instead.';
  }
  const unpacked = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (unpacked > imageImportLimits.maxUnpackedBytes) {
    return 'The zip would unpack to more than 2 GB; send it in smaller parts.';
  }
  const bomb = entries.find(isBomb);
  if (bomb) {
    return `The zip is a zip bomb: ${bomb.fileName} would unpack to more than 15 MB from far fewer bytes; nothing was imported.`;
  }
  return null;
}

/** A stream that fails once more than `limit` bytes pass: the sizes a zip declares are not trusted. */
function byteLimit(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new Error('entry larger than declared'));
      else done(null, chunk);
    },
  });
}

/**
 * Unpacks a zip of pictures into `pathOf(index)`: the entry count, total unpacked size, zip
 * bombs, names (no `..`, no absolute path) and nested zips are checked on the directory before
 * anything is unpacked; each entry is then held to its declared size and to the 15 MB of a picture upload.
 */
export async function unpackPictureZip(
  bytes: Buffer,
  pathOf: (index: number) => string,
): Promise<ZipPicture[]> {
  const zip = await openZip(bytes).catch(() => {
    throw refusal('The zip file is damaged and cannot be opened.');
  });
  const entries = await entriesOf(zip).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/relative path|absolute path/.test(message)) {
      throw refusal(
        `The zip holds a file outside its folder (${message.split(': ').pop()}); nothing was imported.`,
      );
    }
    throw refusal('The zip file is damaged and cannot be opened.');
  });
  const refused = zipRefusal(entries);
  if (refused) throw refusal(refused);
  const pictures: ZipPicture[] = [];
  for (const entry of entries) {
    if (entry.fileName.endsWith('/') || systemFile(entry.fileName)) continue;
    const name = entry.fileName;
    if (entry.isEncrypted()) {
      pictures.push({ name, path: null, reason: 'The file is encrypted in the zip.' });
    } else if (entry.uncompressedSize > maxImageBytes) {
      pictures.push({ name, path: null, reason: 'The image may not be larger than 15 MB.' });
    } else {
      const path = pathOf(pictures.length);
      const unpacked = await new Promise<boolean>((resolve) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return resolve(false);
          pipeline(stream, byteLimit(entry.uncompressedSize), createWriteStream(path)).then(
            () => resolve(true),
            () => resolve(false),
          );
        });
      });
      if (!unpacked) throw refusal(`The zip file is damaged at ${name}; nothing was imported.`);
      pictures.push({ name, path, reason: null });
    }
  }
  return pictures;
}
