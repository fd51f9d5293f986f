import type { FastifyPluginAsync } from 'fastify';
import { type MediaStore, pictureCacheControl } from './media-store';

/** Content-addressed files never change, so browsers and proxies may keep them for a year. */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaStore }> = async (app, { media }) => {
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const data = await media.get(request.params['*']);
    if (!data) return reply.code(404).type('text/plain').send('Not found');
    return reply.header('cache-control', pictureCacheControl).type('image/webp').send(data);
  });
};
