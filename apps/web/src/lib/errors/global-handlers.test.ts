import { afterEach, describe, expect, it } from 'vitest';
import { installGlobalErrorHandlers } from './global-handlers';

let uninstall: (() => void) | undefined;
afterEach(() => uninstall?.());

describe('global error handlers', () => {
  it('swallow errors raised by browser extensions', () => {
    uninstall = installGlobalErrorHandlers();
    const fromExtension = new ErrorEvent('error', {
      filename: 'moz-extension://abc/content.js',
      cancelable: true,
    });
    window.dispatchEvent(fromExtension);
    expect(fromExtension.defaultPrevented).toBe(true);
  });

  it('leave the site’s own errors alone', () => {
    uninstall = installGlobalErrorHandlers();
    const own = new ErrorEvent('error', { filename: 'http://localhost/assets/index.js', cancelable: true });
    window.dispatchEvent(own);
    expect(own.defaultPrevented).toBe(false);
  });
});
