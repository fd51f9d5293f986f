import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSocket } from '../../test/ws-client';
import { compressionPlugin } from './compression';

// Big enough to be worth compressing, like every real page, script and list.
const filler = 'Estate furniture, tools and collectibles from a Dartmouth home. '.repeat(40);
const indexHtml = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <title>Harbourside Auctions</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div><noscript>${filler}</noscript></body>
</html>`;
const script = `console.log(${JSON.stringify(filler)});`;
// The precompressed files say so, to tell them from an answer compressed on the fly.
const prebuilt = { br: `console.log("prebuilt br");${script}`, gzip: `console.log("prebuilt gz");${script}` };

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), indexHtml);
  await writeFile(join(dist, 'assets', 'index-abc123.js'), script);
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(prebuilt.br));
  await writeFile(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(prebuilt.gzip));
  await writeFile(join(dist, 'assets', 'lazy-def456.js'), script);
  t = await createTestApp({ deps: { webDistDir: dist } });
  for (const n of [1, 2, 3, 4]) {
    await buildAuction(t, { title: `Estate Sale ${n}`, slug: `estate-sale-${n}`, description: filler });
  }
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function decoded(answer: LightMyRequestResponse): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return answer.body;
}

describe('compression of text answers', () => {
  it('serves a built script precompressed by Accept-Encoding, with its type, Vary and the year-long cache', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await get('/assets/index-abc123.js', { 'accept-encoding': accept });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decoded(answer)).toBe(prebuilt[encoding]);
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('compresses a script that has no precompressed copy on the fly, to the same bytes', async () => {
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/assets/lazy-def456.js', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decoded(answer)).toBe(script);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses the HTML of a page, with its SEO head, and of the not-found page', async () => {
    for (const url of ['/', '/auctions', '/auctions/estate-sale-1', '/no-such-page']) {
      const identity = await get(url, { accept: 'text/html' });
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      expect(identity.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(identity.headers.vary).toBe('accept-encoding');
      for (const encoding of ['br', 'gzip']) {
        const answer = await get(url, { accept: 'text/html', 'accept-encoding': `${encoding}, identity` });
        expect(answer.statusCode, url).toBe(identity.statusCode);
        expect(answer.headers['content-encoding'], url).toBe(encoding);
        expect(answer.headers.vary).toBe('accept-encoding');
        expect(answer.headers['cache-control']).toBe('no-cache');
        expect(decoded(answer)).toBe(identity.body);
      }
    }
  });

  it('compresses a JSON answer above 1 KB, and leaves a small one alone', async () => {
    const identity = await get('/api/auctions');
    expect(identity.body.length).toBeGreaterThan(1024);
    expect(identity.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const answer = await get('/api/auctions', { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.rawPayload.length).toBeLessThan(identity.rawPayload.length);
      expect(JSON.parse(decoded(answer))).toEqual(identity.json());
    }
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('accept-encoding');
  });

  it('answers identity to a client that takes no encoding we have', async () => {
    for (const accept of ['identity', 'compress', 'br;q=0, gzip;q=0']) {
      const answer = await get('/api/auctions', { 'accept-encoding': accept });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.json()).toMatchObject({ data: expect.any(Array) });
    }
  });

  it('never compresses a picture of the media store again', async () => {
    const key = `lots/${'ab'.repeat(16)}-800.webp`;
    await mkdir(join(t.dataDir, 'uploads', 'lots'), { recursive: true });
    await writeFile(join(t.dataDir, 'uploads', key), Buffer.from(filler));
    const answer = await get(`/media/${key}`, { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body).toBe(filler);
  });

  it('leaves the WebSocket upgrade alone', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await openSocket(`${base.replace('http', 'ws')}/api/ws`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(await socket.nextOf('authenticated')).toMatchObject({ type: 'authenticated' });
    socket.close();
  });

  it('lets a chunked video or binary stream flow as it comes, never compressed or held back', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    const streams: PassThrough[] = [];
    for (const type of ['video/mp4', 'application/octet-stream']) {
      app.get(`/${type}`, async (_request, reply) => {
        const stream = new PassThrough();
        streams.push(stream);
        return reply.type(type).send(stream);
      });
    }
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (const type of ['video/mp4', 'application/octet-stream']) {
        const answer = new Promise<IncomingMessage>((resolve) =>
          httpGet(`${base}/${type}`, { headers: { 'accept-encoding': 'br, gzip' } }, resolve),
        );
        await expect.poll(() => streams.length).toBeGreaterThan(0);
        const stream = streams.shift() as PassThrough;
        stream.write(Buffer.from(filler.slice(0, 2000)));
        const response = await answer;
        expect(response.headers['content-encoding'], type).toBeUndefined();
        // The first chunk arrives while the stream is still open.
        const first = await new Promise<Buffer>((resolve) => response.once('data', resolve));
        expect(first.toString(), type).toBe(filler.slice(0, 2000));
        stream.end();
        response.resume();
      }
    } finally {
      await app.close();
    }
  });
});
