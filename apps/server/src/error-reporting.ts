import * as Sentry from '@sentry/node';
import type { Config } from './config';

/** Receives unexpected (5xx) errors; a no-op unless SENTRY_DSN is set. */
export type ReportError = (error: unknown, context?: Record<string, unknown>) => void;

export const ignoreErrors: ReportError = () => {};

/** Error reporting is on only when SENTRY_DSN is set; 10% of requests are traced (spec section 9). */
export function startErrorReporting(config: Pick<Config, 'sentryDsn' | 'nodeEnv'>): {
  report: ReportError;
  flush(): Promise<void>;
} {
  if (!config.sentryDsn) return { report: ignoreErrors, flush: async () => {} };
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.nodeEnv,
    tracesSampleRate: 0.1,
    sendDefaultPii: false,
  });
  return {
    report: (error, context) => {
      Sentry.captureException(error, context ? { extra: context } : undefined);
    },
    async flush() {
      await Sentry.close(2000);
    },
  };
}
