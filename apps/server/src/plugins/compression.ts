import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text only: HTML, scripts, styles, JSON, XML and SVG (never an event stream). Pictures, video
 * and `application/octet-stream` are already compressed or are streams that must flow as they come.
 */
export const compressibleType = /^text\/(?!event-stream)|^application\/javascript|[+/](?:json|xml)(?:;|$)/;

/** Below this an answer goes out as it is: the encoding would cost more than it saves. */
export const compressionThreshold = 1024;

/**
 * Brotli, else gzip, by the request's Accept-Encoding, for every text answer above 1 KB (pages
 * with their per-request head, API answers). The built assets go out precompressed by the web app
 * plugin, and an answer that already carries a Content-Encoding is never compressed again.
 * Request bodies are read as they are sent: the plugin's decompression of them stays off.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
    customTypes: compressibleType,
    globalDecompression: false,
  });
  // A text answer depends on Accept-Encoding even when it goes out as it is (small, or to a
  // client that takes no encoding), so a shared cache must not hand it to another client.
  app.addHook('onSend', async (_request, reply) => {
    if (!compressibleType.test(String(reply.getHeader('content-type') ?? ''))) return;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!vary.toLowerCase().includes('accept-encoding')) {
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    }
  });
});
