import { type RegisterResponse, registerResponseSchema, userSchema } from '@auction/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, users } from '../../db/schema';
import { toUserJson } from '../users/user-json';

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

const accountOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];

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
    registerResponseSchema.parse(answer.body);
    const row = await accountOf(payload.email);
    if (!row) throw new Error('no account');
    expect(userSchema.parse(toUserJson(row))).toMatchObject({
      name: 'Marie-Claire   Doucet',
      first_name: 'Marie-Claire',
      email: payload.email.toLowerCase(),
      roles: ['Bidder'],
      marketing_consent: false,
      email_verified_at: null,
    });
    expect(row.terms_accepted_at).not.toBeNull();
    expect(row?.marketing_consent_at).toBeNull();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps marketing consent apart from the terms, with its own time', async () => {
    const payload = registration({ marketing_consent: true });
    const answer = await register(payload);
    expect(answer.status).toBe(201);
    const row = await accountOf(payload.email);
    expect(row?.marketing_consent).toBe(true);
    expect(row?.marketing_consent_at).toBeInstanceOf(Date);
  });

  it('mails a verification link and records the registration in the audit log', async () => {
    const payload = registration();
    await register(payload);
    const [mail] = await mailsTo(t, payload.email.toLowerCase());
    expect(mail?.status).toBe('stored');
    expect(mail?.subject).toBe('Confirm your e-mail address for Harbourside Auctions');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{22}\b/);
    expect(mail?.html).toContain('Confirm e-mail address');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity_id, (await accountOf(payload.email))?.id ?? ''),
          eq(auditLog.action, 'user.registered'),
        ),
      );
    expect(audit).toHaveLength(1);
  });

  it('lets the new user sign in with the chosen password', async () => {
    const payload = registration();
    await register(payload);
    await expect(signIn(t, { email: payload.email, password: payload.password })).resolves.toMatch(/^ey/);
  });

  it('answers a taken address, in any case, exactly as a new one, and mails its owner instead', async () => {
    const existing = await buildUser(t);
    const fresh = await register(registration());
    const taken = await register(registration({ email: existing.email.toUpperCase() }));
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.body)).toEqual(['message']);
    const [mail, ...more] = await mailsTo(t, existing.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Someone tried to register with your e-mail address');
    expect(mail?.text).toContain('http://localhost:3000/forgot-password');
    expect(mail?.text).not.toMatch(/token|reset-password\//);
    await expect(signIn(t, existing)).resolves.toMatch(/^ey/);
    expect((await accountOf(existing.email))?.name).toBe(existing.row.name);
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
