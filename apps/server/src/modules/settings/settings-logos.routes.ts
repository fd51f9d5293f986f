import { adminSettingsSchema, logoParamsSchema } from '@auction/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles, signedIn } from '../../plugins/auth';
import { storeLotImage } from '../media/lot-images';
import type { MediaStore } from '../media/media-store';
import { maxImageBytes, readImageUpload } from '../media/read-upload';
import type { SettingsService } from './settings.service';

const tags = ['settings'];
const security = [{ bearer: [] }];

/**
 * An Admin uploads a logo as a picture file: the bytes must be JPEG, PNG or WebP (SVG is refused,
 * see decision 0046), it is stored as WebP like any picture, and the setting keeps its address.
 * "Remove" is `PUT /api/admin/settings` with the logo set to null.
 */
export const settingsLogosRoutes: FastifyPluginAsyncZod<{
  media: MediaStore;
  settings: SettingsService;
}> = async (app, { media, settings }) => {
  app.addHook('onRequest', requireRoles(['Admin']));
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });

  app.post(
    '/api/admin/settings/logos/:logo',
    {
      schema: {
        tags,
        security,
        params: logoParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: adminSettingsSchema },
      },
    },
    async (request) => {
      const stored = await storeLotImage(media, await readImageUpload(app, request));
      const address = media.url(stored.keys.medium);
      return settings.update(
        { [request.params.logo]: address },
        { id: signedIn(request).id, ip: request.ip },
      );
    },
  );
};
