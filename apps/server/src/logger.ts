import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Sign-in tokens travel in the WebSocket URL (`?token=`); they must never reach the log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&]*/gi, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

/** JSON logs in production; readable ones when a person is watching a terminal. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
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
