import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { imageImportLimits } from '@auction/contracts';
import { baseNameOf } from '@auction/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { maxImageBytes } from '../media/read-upload';
import { headOf, pictureHeaderRefusal } from './picture-header';
import { isZip, unpackPictureZip, type ZipPicture } from './picture-zip';

const refusal = (message: string) => new AppError('VALIDATION_FAILED', undefined, { files: [message] });

/**
 * Reads a picture import's form: its fields, and its files written one by one into `dir` (never
 * held in memory all at once); a zip among them is unpacked there under the zip's checks, and a
 * picture whose header claims too many pixels is refused before the preview lists it.
 */
export async function receivePictures(
  app: FastifyInstance,
  request: FastifyRequest,
  dir: string,
): Promise<{ fields: Record<string, string>; files: ZipPicture[] }> {
  if (!request.isMultipart()) throw refusal('Choose pictures or a zip of pictures to import.');
  await mkdir(dir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: ZipPicture[] = [];
  let counter = 0;
  const nextPath = () => join(dir, String(counter++));
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const name = baseNameOf(part.filename || 'unnamed');
      const path = nextPath();
      await pipeline(part.file, createWriteStream(path));
      const size = (await stat(path)).size;
      const head = await headOf(path);
      if (size > 0 && isZip(head, name)) {
        const bytes = await readFile(path);
        await rm(path, { force: true });
        files.push(...(await unpackPictureZip(bytes, () => nextPath())));
      } else if (size > maxImageBytes) {
        await rm(path, { force: true });
        files.push({ name, path: null, reason: 'The image may not be larger than 15 MB.' });
      } else {
        files.push({ name, path, reason: null });
      }
      if (files.length > imageImportLimits.maxEntries) {
        throw refusal(`Import at most ${imageImportLimits.maxEntries} pictures at once.`);
      }
    }
    for (const file of files) {
      if (!file.path) continue;
      const reason = await pictureHeaderRefusal(file.path);
      if (!reason) continue;
      await rm(file.path, { force: true });
      Object.assign(file, { path: null, reason });
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw refusal('The upload may not be larger than 512 MB; send the zip in parts.');
    }
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw refusal(`Import at most ${imageImportLimits.maxEntries} pictures at once.`);
    }
    throw error;
  }
  if (files.length === 0) {
    await rm(dir, { recursive: true, force: true });
    throw refusal('Choose pictures or a zip of pictures to import.');
  }
  return { fields, files };
}
