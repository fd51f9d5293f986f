import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cspDirectives, sentryOrigin } from './security-headers';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  t = await createTestApp({ deps: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('security headers', () => {
  it('sends the strict CSP and the other headers on API, HTML and error answers', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/settings' }),
      await t.request({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
      await t.request({ method: 'GET', url: '/api/nothing-here' }),
      await t.request({ method: 'POST', url: '/api/auth/login', payload: {} }),
    ];
    for (const answer of answers) {
      const policy = csp(answer.headers);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("img-src 'self' data: https:");
      expect(policy).toContain("connect-src 'self' ws: wss: https:");
      expect(policy).toContain("media-src 'self' blob: https:");
      expect(policy).toContain(
        'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://vimeo.com',
      );
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS when the public address is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://auctions.example.ca' } });
    try {
      const answer = await https.request({ method: 'GET', url: '/api/settings' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(csp(answer.headers)).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });

  it('allows the Sentry ingest origin only when a DSN is set', () => {
    const dsn = 'https://abc123@o4501.ingest.us.sentry.io/4502';
    expect(sentryOrigin(dsn)).toBe('https://o4501.ingest.us.sentry.io');
    expect(cspDirectives({ sentryDsn: dsn, isHttps: false })['connect-src']).toContain(
      'https://o4501.ingest.us.sentry.io',
    );
    expect(cspDirectives({ sentryDsn: null, isHttps: false })['connect-src']).toEqual([
      "'self'",
      'ws:',
      'wss:',
      'https:',
    ]);
  });
});
