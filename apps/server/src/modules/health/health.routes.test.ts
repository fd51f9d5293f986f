import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { redisAnswers, redisUrlForTests, serviceAvailable } from '../../../test/services';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Database } from '../../db/database';
import { healthRoutes } from './health.routes';
import type { Readiness } from './readiness';

const redisUrl = redisUrlForTests();
const hasRedis = await serviceAvailable('REDIS', await redisAnswers(redisUrl), redisUrl);

describe('GET /api/health/ready on the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database, and says Redis and the bucket are not used', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'not used', bucket: 'not used' },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps /api/health as liveness, answering as before', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/health' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('stays ready while the house is in maintenance, so the proxy keeps every instance', async () => {
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const on = { maintenance_mode: true };
    expect(
      (await t.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: on })).status,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auctions' })).status).toBe(503);
    expect((await t.request({ method: 'GET', url: '/api/health/ready' })).status).toBe(200);
    const off = { maintenance_mode: false };
    expect(
      (await t.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: off })).status,
    ).toBe(200);
  });

  it('answers 503 once a stop has begun, so the proxy stops sending, while liveness still answers', async () => {
    t.app.shutdown.begin();
    const answer = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ status: 'stopping', message: 'This instance is shutting down.' });
    expect((await t.request({ method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});

describe.skipIf(!hasRedis)('GET /api/health/ready with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: redisUrl } });
  });
  afterAll(() => t.close());

  it('checks Redis with a PING', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/health/ready' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ checks: { database: 'ok', redis: 'ok' } });
  });
});

describe('GET /api/health/ready when a check fails', () => {
  async function appWith(checks: Readiness['checks']) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const isReady = Object.values(checks).every((check) => check !== 'failed');
    await app.register(healthRoutes, {
      db: {} as Database,
      readiness: async () => ({ isReady, checks }),
      isStopping: () => false,
    });
    return app;
  }

  it('answers 503 and names the failed check in the message and the checks', async () => {
    const app = await appWith({ database: 'ok', redis: 'failed', bucket: 'not used' });
    const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: 'not ready',
      message: 'Not ready: Redis did not answer.',
      checks: { database: 'ok', redis: 'failed', bucket: 'not used' },
    });
    await app.close();
  });

  it('names every failed check', async () => {
    const app = await appWith({ database: 'failed', redis: 'ok', bucket: 'failed' });
    const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({
      message: 'Not ready: the database, the storage bucket did not answer.',
    });
    await app.close();
  });
});
