import type { ErrorEvent as SentryEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { isExtensionError } from './extension-errors';
import { dropExtensionErrors } from './sentry';

describe('isExtensionError', () => {
  it.each(['chrome-extension://abc/content.js', 'moz-extension://abc/x.js', 'safari-extension://abc/x.js'])(
    'recognises %s',
    (file) => {
      const error = new Error('boom');
      error.stack = `Error: boom\n    at run (${file}:1:2)`;
      expect(isExtensionError(error)).toBe(true);
      expect(isExtensionError(undefined, file)).toBe(true);
    },
  );
  it('keeps the site’s own errors', () => {
    expect(isExtensionError(new Error('boom'), 'https://example.ca/assets/index.js')).toBe(false);
  });
});

describe('Sentry beforeSend', () => {
  it('drops events whose frames come from an extension', () => {
    const event = {
      exception: { values: [{ stacktrace: { frames: [{ filename: 'chrome-extension://abc/inject.js' }] } }] },
    } as SentryEvent;
    expect(dropExtensionErrors(event, {})).toBeNull();
    const own = {
      exception: { values: [{ stacktrace: { frames: [{ filename: '/assets/index.js' }] } }] },
    } as SentryEvent;
    expect(dropExtensionErrors(own, {})).toBe(own);
  });
});
