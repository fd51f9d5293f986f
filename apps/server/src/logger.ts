import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Sign-in tokens travel in the WebSocket URL (`?token=`); they must never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

/** Letters, digits and `._:-`, at most 64: a proxy's or a caller's id, never a log-line injection. */
const saneRequestId = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Every request's id, in each of its log lines and echoed in `X-Request-Id`: the one the proxy or
 * caller sent when it looks sane, otherwise a new UUID.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && saneRequestId.test(sent) ? sent : randomUUID();
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** JSON logs in production; readable ones when a person is watching a terminal. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  /** Where the lines go instead of stdout (tests read them). */
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  const pretty = !stream && config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
