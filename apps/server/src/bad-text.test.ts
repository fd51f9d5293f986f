import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, tokenFor } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { nulMessage, surrogateMessage } from './plugins/text-check';

let t: TestApp;
let admin: BuiltUser;
const registered = new Set<string>();
beforeAll(async () => {
  t = await createTestApp({ deps: { onRoute: (route) => registered.add(`${route.method} ${route.url}`) } });
  admin = await buildUser(t, { roles: ['Admin', 'Bidder', 'Consignor'] });
});
afterAll(() => t.close());

/** Every API route as `[method, url]`; HEAD mirrors GET. */
function apiRoutes(): [string, string][] {
  return [...registered]
    .filter((route) => / \/api(\/|$)/.test(route) && !route.startsWith('HEAD '))
    .map((route) => route.split(' ') as [string, string]);
}

const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
/** A placeholder for every path parameter, `bad` for the one named. */
const concrete = (url: string, bad?: { param: string; text: string }) =>
  url
    .replace(/:(\w+)/g, (_, name: string) => (name === bad?.param ? bad.text : randomUUID()))
    .replace('*', 'swagger-ui.css');

/** Routes only a guest may call (registration): every other goes as an Admin who is also a Consignor, past every role gate. */
const guestOnly = new Set(['/api/auth/register']);

/**
 * Routes whose body is not a client's JSON but bytes another service signed (Stripe's webhook):
 * the signature over the raw body is their check, and they store no text from it.
 */
const signedRawBody = new Set(['/api/payments/stripe/webhook']);

/** A fresh token per call: logout revokes the one it gets. */
async function send(options: InjectOptions & { url: string }, route: string) {
  if (guestOnly.has(route)) return t.request(options);
  return t.request({ ...options, token: await tokenFor(t, admin) });
}

function expectRefused(
  answer: { status: number; body: { errors?: Record<string, string[]> } },
  field: string,
  message: string,
  what: string,
) {
  expect(answer.status, what).toBe(422);
  expect(answer.body.errors?.[field], what).toEqual([message]);
}

describe('text a database cannot store, on every route', () => {
  it('lists the routes (so the checks below run on all of them)', () => {
    expect(apiRoutes().length).toBeGreaterThan(60);
  });

  it('refuses a NUL in a query string with 422 naming the field', async () => {
    for (const [method, url] of apiRoutes()) {
      const answer = await send({ method: method as 'GET', url: `${concrete(url)}?q=a%00b` }, url);
      expectRefused(answer, 'q', nulMessage, `${method} ${url}`);
    }
    const search = await t.request({ method: 'GET', url: '/api/auctions?q=%00' });
    expectRefused(search, 'q', nulMessage, 'a guest searching auctions');
  });

  it('refuses a NUL in a route parameter with 422 naming the parameter', async () => {
    for (const [method, url] of apiRoutes()) {
      for (const param of paramsOf(url)) {
        const answer = await send(
          {
            method: method as 'GET',
            url: concrete(url, { param, text: 'x%00' }),
            ...(method === 'GET' ? {} : { payload: {} }),
          },
          url,
        );
        expectRefused(answer, param, nulMessage, `${method} ${url} (${param})`);
      }
    }
  });

  it('refuses a NUL or a lone surrogate in any body field with 422 naming it', async () => {
    const bodies: [payload: string, field: string, message: string][] = [
      ['{"name":"Oak\\u0000chair"}', 'name', nulMessage],
      ['{"name":"Oak \\ud800 chair"}', 'name', surrogateMessage],
      ['{"address":{"city":"\\udc00"}}', 'address.city', surrogateMessage],
      ['{"rows":[{"label":"\\u0000"}]}', 'rows.0.label', nulMessage],
    ];
    const withBodies = apiRoutes().filter(([method, url]) => method !== 'GET' && !signedRawBody.has(url));
    for (const [method, url] of withBodies) {
      for (const [payload, field, message] of bodies) {
        const answer = await send(
          {
            method: method as 'POST',
            url: concrete(url),
            headers: { 'content-type': 'application/json' },
            payload,
          },
          url,
        );
        expectRefused(answer, field, message, `${method} ${url} ${payload}`);
      }
    }
  });

  it('refuses a lone surrogate or a NUL in an Idempotency-Key header', async () => {
    for (const [method, url] of apiRoutes()) {
      for (const [key, message] of [
        ['bid-\ud800-0001', surrogateMessage],
        ['bid-\u0000-0001', nulMessage],
      ] as const) {
        const answer = await send(
          {
            method: method as 'GET',
            url: concrete(url),
            headers: { 'idempotency-key': key },
            ...(method === 'GET' ? {} : { payload: {} }),
          },
          url,
        );
        expectRefused(answer, 'idempotency-key', message, `${method} ${url}`);
      }
    }
  });
});

describe('pages of the web app with such text in their address', () => {
  it('answer as pages, never 5xx (the API alone answers 422)', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>App</title></head><body></body></html>',
    );
    const pages = await createTestApp({ deps: { webDistDir: dist } });
    try {
      for (const url of [
        '/auctions/x%00',
        '/lots/%00',
        '/categories/x%00',
        '/?q=%00',
        '/auctions/halifax-sale?lot=%00',
      ]) {
        const answer = await pages.request({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(answer.status, url).toBeLessThan(500);
      }
      const home = await pages.request({ method: 'GET', url: '/?q=%00', headers: { accept: 'text/html' } });
      expect(home.status).toBe(200);
    } finally {
      await pages.close();
      await rm(dist, { recursive: true, force: true });
    }
  });
});
