import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  adminAreaRoles,
  imageImportFieldsSchema,
  imageImportLimits,
  imageImportSchema,
  messageResponseSchema,
  uuidSchema,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ImageImportService, ImportActor } from './image-import.service';
import { receivePictures } from './receive-pictures';

const tags = ['inventory'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

function actorOf(request: FastifyRequest): ImportActor {
  return { id: signedIn(request).id, ip: request.ip };
}

/** Picture import: upload and preview, start, follow, or discard. */
export const imageImportRoutes: FastifyPluginAsyncZod<{ imageImports: ImageImportService }> = async (
  app,
  { imageImports },
) => {
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, {
    limits: { fileSize: imageImportLimits.maxUploadBytes, files: imageImportLimits.maxEntries, fields: 10 },
  });

  app.post(
    '/api/admin/image-imports',
    { schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: imageImportSchema } } },
    async (request, reply) => {
      const id = randomUUID();
      const dir = imageImports.stagingDir(id);
      const { fields, files } = await receivePictures(app, request, dir);
      const parsed = imageImportFieldsSchema.safeParse({
        target: fields.target,
        ...(fields.auction_id ? { auction_id: fields.auction_id } : {}),
      });
      if (!parsed.success) {
        await rm(dir, { recursive: true, force: true });
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || 'target';
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        throw new AppError('VALIDATION_FAILED', undefined, errors);
      }
      const preview = await imageImports
        .preview(id, parsed.data, files, actorOf(request))
        .catch(async (error) => {
          await rm(dir, { recursive: true, force: true });
          throw error;
        });
      return reply.code(201).send(preview);
    },
  );

  app.get(
    '/api/admin/image-imports/:id',
    { schema: { tags, security, params, response: { 200: imageImportSchema } } },
    (request) => imageImports.get(request.params.id),
  );

  app.post(
    '/api/admin/image-imports/:id/process',
    { schema: { tags, security, params, response: { 202: imageImportSchema } } },
    async (request, reply) =>
      reply.code(202).send(await imageImports.process(request.params.id, actorOf(request))),
  );

  app.delete(
    '/api/admin/image-imports/:id',
    { schema: { tags, security, params, response: { 200: messageResponseSchema } } },
    (request) => imageImports.discard(request.params.id, actorOf(request)),
  );
};
