import { type RegisterResponse, registerResponseSchema } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { buildUser, signIn, tokenFor } from '../../test/factories';
import { mailsTo } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (overrides: object = {}) => ({
  name: '  Marie-Claire   Doucet ',
  email: `Marie.${Math.random().toString(36).slice(2, 8)}@Example.ca`,
  password: 'long enough password',
  phone: '(902) 555-0199',
  terms_accepted: true,
  ...overrides,
});

const register = (payload: object, token?: string) =>
  t.request<RegisterResponse>({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    ...(token ? { token } : {}),
  });

describe('POST /api/auth/register', () => {
  it('creates a Bidder with the first name, the terms time and no marketing consent by default', async () => {
    const payload = registration();
    const answer = await register(payload);
    expect(answer.status).toBe(201);
    const body = registerResponseSchema.parse(answer.body);
    expect(body.user).toMatchObject({
      name: 'Marie-Claire   Doucet',
      first_name: 'Marie-Claire',
      email: payload.email.toLowerCase(),
      roles: ['Bidder'],
      marketing_consent: false,
      email_verified_at: null,
    });
    expect(body.user.terms_accepted_at).not.toBeNull();
    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row?.marketing_consent_at).toBeNull();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps marketing consent apart from the terms, with its own time', async () => {
    const answer = await register(registration({ marketing_consent: true }));
    expect(answer.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.id, answer.body.user.id));
    expect(row?.marketing_consent).toBe(true);
    expect(row?.marketing_consent_at).toBeInstanceOf(Date);
  });

  it('mails a verification link and records the registration in the audit log', async () => {
    const payload = registration();
    const answer = await register(payload);
    const [mail] = await mailsTo(t, payload.email.toLowerCase());
    expect(mail?.status).toBe('stored');
    expect(mail?.subject).toBe('Confirm your e-mail address for Harbourside Auctions');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{22}\b/);
    expect(mail?.html).toContain('Confirm e-mail address');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, answer.body.user.id), eq(auditLog.action, 'user.registered')));
    expect(audit).toHaveLength(1);
  });

  it('lets the new user sign in with the chosen password', async () => {
    const payload = registration();
    await register(payload);
    await expect(signIn(t, { email: payload.email, password: payload.password })).resolves.toMatch(/^ey/);
  });

  it('answers 422 on email when the address is taken, in any case', async () => {
    const existing = await buildUser(t);
    const answer = await register(registration({ email: existing.email.toUpperCase() }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['An account with this e-mail address already exists.'] });
  });

  it('answers 422 with every field that is wrong', async () => {
    const answer = await register({
      name: '',
      email: 'x',
      password: 'short',
      terms_accepted: false,
      phone: 'abc',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      name: ['The name is required.'],
      email: ['Enter a valid e-mail address.'],
      password: ['The password must be at least 8 characters.'],
      phone: ['Enter a valid phone number.'],
      terms_accepted: ['You must accept the terms and conditions.'],
    });
  });

  it('is for guests: a signed-in user gets 403', async () => {
    const token = await tokenFor(t, await buildUser(t));
    const answer = await register(registration(), token);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('You are already signed in.');
  });
});
