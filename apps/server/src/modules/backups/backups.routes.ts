import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import {
  backupListSchema,
  backupNameSchema,
  backupRestoreBodySchema,
  backupRestoreResultSchema,
  backupScheduleSchema,
  backupSchema,
  superAdminRoles,
} from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireRoles, signedIn } from '../../plugins/auth';
import type { SettingsService } from '../settings/settings.service';
import { intakeMessages, maxBackupBytes } from './backup-intake';
import type { BackupsService } from './backups.service';

const tags = ['backups'];
const security = [{ bearer: [] }];
const params = z.object({ name: backupNameSchema });

const actorOf = (request: FastifyRequest) => ({ id: signedIn(request).id, ip: request.ip });

/** Backups (issue 12): Admins only, never Staff (spec section 6). */
export const backupsRoutes: FastifyPluginAsyncZod<{
  backups: BackupsService;
  settings: SettingsService;
}> = async (app, { backups, settings }) => {
  app.addHook('onRequest', requireRoles(superAdminRoles));
  await app.register(multipart, { limits: { fileSize: maxBackupBytes, files: 1, fields: 2 } });

  app.get('/api/admin/backups', { schema: { tags, security, response: { 200: backupListSchema } } }, () =>
    backups.overview(),
  );

  app.post(
    '/api/admin/backups',
    { schema: { tags, security, response: { 201: backupSchema } } },
    async (request, reply) => reply.code(201).send(await backups.create('manual', actorOf(request))),
  );

  app.put(
    '/api/admin/backups/schedule',
    { schema: { tags, security, body: backupScheduleSchema, response: { 200: backupListSchema } } },
    async (request) => {
      await settings.update(request.body, actorOf(request));
      return backups.overview();
    },
  );

  app.post(
    '/api/admin/backups/upload',
    { schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: backupSchema } } },
    async (request, reply) => {
      const noFile = 'Choose a backup file (.backup) to upload.';
      if (!request.isMultipart()) throw new AppError('VALIDATION_FAILED', noFile, { file: [noFile] });
      const file = await request.file();
      if (!file) throw new AppError('VALIDATION_FAILED', noFile, { file: [noFile] });
      const target = await backups.uploadTarget();
      // Whatever happens (cut off, too large, refused, busy), the arriving file is not kept here.
      try {
        await pipeline(file.file, createWriteStream(target));
        if (file.file.truncated) {
          const message = intakeMessages.tooLarge;
          throw new AppError('VALIDATION_FAILED', message, { file: [message] });
        }
        return reply.code(201).send(await backups.upload(target, actorOf(request)));
      } finally {
        await rm(target, { force: true });
      }
    },
  );

  app.get(
    '/api/admin/backups/:name/download',
    { schema: { tags, security, params } },
    async (request, reply) => {
      const file = await backups.download(request.params.name);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(file);
    },
  );

  app.delete('/api/admin/backups/:name', { schema: { tags, security, params } }, async (request, reply) => {
    await backups.remove(request.params.name, actorOf(request));
    return reply.code(204).send();
  });

  app.post(
    '/api/admin/backups/:name/restore',
    {
      schema: {
        tags,
        security,
        params,
        body: backupRestoreBodySchema,
        response: { 200: backupRestoreResultSchema },
      },
    },
    async (request) => {
      const result = await backups.restore(request.params.name, request.body.confirmation, actorOf(request));
      return {
        message: result.maintenanceKeptOn
          ? 'The backup is restored. Maintenance mode was on before, so it stays on.'
          : 'The backup is restored and the site is open again.',
        backup: result.backup,
        maintenance_kept_on: result.maintenanceKeptOn,
      };
    },
  );
};
