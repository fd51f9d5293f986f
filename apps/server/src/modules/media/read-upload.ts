import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

export const maxImageBytes = 15 * 1024 * 1024;

/** The one image file of a multipart request, with plain-word refusals for no file or too large. */
export async function readImageUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  const noFile = new AppError('VALIDATION_FAILED', undefined, { file: ['Choose an image to upload.'] });
  if (!request.isMultipart()) throw noFile;
  const file = await request.file();
  if (!file) throw noFile;
  return file.toBuffer().catch((error: unknown) => {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        file: ['The image may not be larger than 15 MB.'],
      });
    }
    throw error;
  });
}
