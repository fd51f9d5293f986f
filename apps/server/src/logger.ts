import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** JSON logs in production; readable ones when a person is watching a terminal. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'nodeEnv'>): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
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
