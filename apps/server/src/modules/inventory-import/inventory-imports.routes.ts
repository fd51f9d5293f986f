import {
  adminAreaRoles,
  importMappingBodySchema,
  inventoryImportSchema,
  inventoryImportSummarySchema,
  uuidSchema,
} from '@auction/contracts';
import { maxImportBytes } from '@auction/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { ImportActor, InventoryImportService } from './inventory-imports.service';

const tags = ['inventory'];
const security = [{ bearer: [] }];
const params = z.object({ id: uuidSchema });

function actorOf(request: FastifyRequest): ImportActor {
  return { id: signedIn(request).id, ip: request.ip };
}

/** Staff import inventory from a CSV file: upload, map the columns, preview, confirm (or discard), follow it. */
export const inventoryImportsRoutes: FastifyPluginAsyncZod<{
  inventoryImports: InventoryImportService;
}> = async (app, { inventoryImports }) => {
  const imports = inventoryImports;
  app.addHook('onRequest', requireRoles(adminAreaRoles));
  await app.register(multipart, { limits: { fileSize: maxImportBytes, files: 1, fields: 5 } });

  app.get(
    '/api/admin/inventory-imports',
    {
      schema: {
        tags,
        security,
        response: { 200: z.object({ data: z.array(inventoryImportSummarySchema) }) },
      },
    },
    async () => ({ data: await imports.list() }),
  );

  app.post(
    '/api/admin/inventory-imports',
    {
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: inventoryImportSchema } },
    },
    async (request, reply) => {
      const noFile = new AppError('VALIDATION_FAILED', 'Choose a CSV file to upload.', {
        file: ['Choose a CSV file to upload.'],
      });
      if (!request.isMultipart()) throw noFile;
      const file = await request.file();
      if (!file) throw noFile;
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          const message = 'The file may not be larger than 20 MB.';
          throw new AppError('VALIDATION_FAILED', message, { file: [message] });
        }
        throw error;
      });
      const answer = await imports.upload({ name: file.filename, bytes }, actorOf(request));
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/admin/inventory-imports/:id',
    { schema: { tags, security, params, response: { 200: inventoryImportSchema } } },
    (request) => imports.get(request.params.id),
  );

  app.put(
    '/api/admin/inventory-imports/:id/mapping',
    {
      schema: {
        tags,
        security,
        params,
        body: importMappingBodySchema,
        response: { 200: inventoryImportSchema },
      },
    },
    (request) => imports.setMapping(request.params.id, request.body.mapping, actorOf(request)),
  );

  app.post(
    '/api/admin/inventory-imports/:id/confirm',
    { schema: { tags, security, params, response: { 200: inventoryImportSchema } } },
    (request) => imports.confirm(request.params.id, actorOf(request)),
  );

  app.delete(
    '/api/admin/inventory-imports/:id',
    { schema: { tags, security, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await imports.discard(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/inventory-imports/:id/rejected.csv',
    { schema: { tags, security, params } },
    async (request, reply) => {
      const { fileName, csv } = await imports.rejectedCsv(request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
