import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defaultRateLimits } from './rate-limits';

let t: TestApp;
let tight: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  tight = await createTestApp({
    deps: {
      rateLimits: {
        forgotPassword: { ip: { max: 3, windowMs: 60_000 }, account: { max: 100, windowMs: 60_000 } },
        login: { ip: { max: 2, windowMs: 60_000 } },
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  await tight.close();
});

const tooMany = (answer: {
  status: number;
  body: { message?: string; code?: string };
  headers: Record<string, unknown>;
}) => {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe('RATE_LIMITED');
  expect(answer.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
};

describe('per account (e-mail)', () => {
  it('counts forgot-password requests per address, whatever the letter case', async () => {
    const max = defaultRateLimits.forgotPassword.account.max;
    for (let i = 0; i < max; i += 1) {
      const email = i % 2 ? 'Someone@Example.ca' : 'someone@example.ca';
      expect(
        (await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).status,
      ).toBe(200);
    }
    tooMany(
      await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'someone@example.ca' },
      }),
    );
  });

  it('limits resending verification mail and registering per address', async () => {
    for (let i = 0; i < defaultRateLimits.resendVerification.account.max; i += 1) {
      await t.request({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'again@example.ca' },
      });
    }
    tooMany(
      await t.request({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: 'again@example.ca' },
      }),
    );

    const payload = {
      name: 'Sam Jones',
      email: 'sam@example.ca',
      password: 'long enough password',
      terms_accepted: true,
    };
    for (let i = 0; i < defaultRateLimits.register.account.max; i += 1) {
      expect([201, 422]).toContain(
        (await t.request({ method: 'POST', url: '/api/auth/register', payload })).status,
      );
    }
    tooMany(await t.request({ method: 'POST', url: '/api/auth/register', payload }));
  });

  it('limits the contact form per sender', async () => {
    const payload = { name: 'Pat', email: 'pat@example.ca', message: 'Is the sale on Saturday?' };
    for (let i = 0; i < defaultRateLimits.contact.account.max; i += 1) {
      expect((await t.request({ method: 'POST', url: '/api/contact', payload })).status).toBe(202);
    }
    tooMany(await t.request({ method: 'POST', url: '/api/contact', payload }));
  });
});

describe('per IP address', () => {
  it('stops one address trying many accounts', async () => {
    for (const email of ['a@example.ca', 'b@example.ca', 'c@example.ca']) {
      expect(
        (await tight.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }))
          .status,
      ).toBe(200);
    }
    tooMany(
      await tight.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'd@example.ca' },
      }),
    );
  });

  it('counts before validation, so malformed guesses count too', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await tight.request({ method: 'POST', url: '/api/auth/login', payload: {} })).status).toBe(422);
    }
    tooMany(await tight.request({ method: 'POST', url: '/api/auth/login', payload: {} }));
  });

  it('keeps other routes open', async () => {
    expect((await tight.request({ method: 'GET', url: '/api/settings' })).status).toBe(200);
  });
});
