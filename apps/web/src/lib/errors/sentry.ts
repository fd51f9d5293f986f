import type { EventHint, ErrorEvent as SentryEvent } from '@sentry/react';
import { isExtensionError } from './extension-errors';
import { setErrorReporter } from './reporting';

/** Spec section 9: 10% of traces, 10% of sessions replayed, 100% of sessions with errors. */
export const sentrySampling = {
  tracesSampleRate: 0.1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1.0,
} as const;

export function dropExtensionErrors(event: SentryEvent, hint: EventHint): SentryEvent | null {
  const frames = (event.exception?.values ?? []).flatMap((value) => value.stacktrace?.frames ?? []);
  const files = frames.map((frame) => frame.filename ?? '');
  return isExtensionError(hint.originalException, ...files) ? null : event;
}

/** Loads and starts Sentry only when a DSN is configured, keeping it out of the main bundle. */
export async function initErrorReporting(dsn: string | undefined): Promise<void> {
  if (!dsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    ...sentrySampling,
    beforeSend: dropExtensionErrors,
  });
  setErrorReporter((error) => Sentry.captureException(error));
}
