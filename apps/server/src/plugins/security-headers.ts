import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The origin the browser SDK reports to, taken from the DSN (https://key@o1.ingest.sentry.io/2). */
export function sentryOrigin(dsn: string | null): string | null {
  if (!dsn) return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
}

export function cspDirectives(
  config: Pick<Config, 'sentryDsn' | 'isHttps'> & Partial<Pick<Config, 'stripe'>>,
): Record<string, string[]> {
  const sentry = sentryOrigin(config.sentryDsn);
  // Stripe's Payment Element: its script, its frames and its API, only when card payment is on.
  const stripe = Boolean(config.stripe);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    // The toast library injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // The single-source room plays the saleroom camera through Media Source Extensions (a blob: URL);
    // the live room plays a sale's HLS stream (natively from https:, or hls.js fetching it).
    'media-src': ["'self'", 'blob:', 'https:'],
    'connect-src': [
      "'self'",
      'ws:',
      'wss:',
      'https:',
      ...(sentry ? [sentry] : []),
      ...(stripe ? ['https://api.stripe.com'] : []),
    ],
    // The live room embeds a sale's YouTube or Vimeo video.
    'frame-src': [
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://vimeo.com',
      ...(stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(config.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Security headers on every answer, HTML and API alike; HSTS only where the site is https. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.config) },
    hsts: options.config.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
