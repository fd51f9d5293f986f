import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('keeps sign-in tokens out of logged URLs', () => {
    expect(redactUrl('/api/ws?token=eyJhbGciOi.abc.def')).toBe('/api/ws?token=[redacted]');
    expect(redactUrl('/api/ws?x=1&token=abc&y=2')).toBe('/api/ws?x=1&token=[redacted]&y=2');
    expect(redactUrl('/verify-email?Token=abc')).toBe('/verify-email?Token=[redacted]');
    expect(redactUrl('/api/settings')).toBe('/api/settings');
  });
});
