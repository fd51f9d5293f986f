import { randomUUID } from 'node:crypto';
import { consentWording, unsubscribeMessages } from '@auction/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { marketingConsents, users } from '../../db/schema';
import { unsubscribeLink, unsubscribeToken } from './unsubscribe-links';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ledgerOf = (userId: string) =>
  t.db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.user_id, userId))
    .orderBy(desc(marketingConsents.created_at), desc(marketingConsents.id));
const consentOf = async (userId: string) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.marketing_consent;

describe('the sign-up form and the profile switch', () => {
  it('records the sign-up answer, yes or no, with the words on the form', async () => {
    for (const consent of [true, false]) {
      const email = `ledger-${randomUUID().slice(0, 8)}@example.ca`;
      const answer = await t.request({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'user-agent': 'Sign-up browser' },
        payload: {
          name: 'Leah Boutilier',
          email,
          password: 'long enough password',
          phone: '',
          terms_accepted: true,
          marketing_consent: consent,
        },
      });
      expect(answer.status).toBe(201);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error('no account');
      expect(user.marketing_consent).toBe(consent);
      expect(user.marketing_consent_at === null).toBe(!consent);
      const ledger = await ledgerOf(user.id);
      expect(ledger).toHaveLength(1);
      expect(ledger[0]).toMatchObject({
        email,
        granted: consent,
        source: 'sign_up_form',
        wording: consentWording.signUp,
        user_agent: 'Sign-up browser',
      });
      expect(ledger[0]?.ip).toBeTruthy();
    }
  });

  it('records each change of the profile switch, and nothing for a repeat', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const set = (marketing_consent: boolean) =>
      t.request({ method: 'PUT', url: '/api/users/profile', token, payload: { marketing_consent } });
    expect((await set(true)).body.marketing_consent).toBe(true);
    await set(true);
    expect((await set(false)).body.marketing_consent).toBe(false);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.granted, row.source, row.wording])).toEqual([
      [false, 'profile', consentWording.profile],
      [true, 'profile', consentWording.profile],
    ]);
  });
});

describe('one-click unsubscribe', () => {
  const campaignId = randomUUID();

  it('shows the masked address on GET and changes nothing (link scanners open links)', async () => {
    const user = await buildUser(t, { marketing: true, email: `jo-${randomUUID().slice(0, 6)}@example.com` });
    const token = unsubscribeToken(t.config.jwtSecret, { userId: user.id, campaignId });
    const answer = await t.request({ method: 'GET', url: `/api/marketing/unsubscribe?token=${token}` });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: 'j•••@example.com', subscribed: true });
    expect(await consentOf(user.id)).toBe(true);
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });

  it("takes a mail program's RFC 8058 POST, form-encoded, with no sign-in", async () => {
    const user = await buildUser(t, { marketing: true });
    const link = unsubscribeLink(t.config.publicUrl, t.config.jwtSecret, { userId: user.id, campaignId });
    const url = new URL(link.headers['List-Unsubscribe']?.slice(1, -1) ?? '');
    expect(link.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const answer = await t.request({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'user-agent': 'Mail program',
      },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(unsubscribeMessages.done);
    expect(await consentOf(user.id)).toBe(false);
    expect(await ledgerOf(user.id)).toMatchObject([
      {
        granted: false,
        source: 'unsubscribe_header',
        wording: consentWording.unsubscribeHeader,
        campaign_id: campaignId,
        user_agent: 'Mail program',
      },
    ]);
  });

  it("takes the page's button, and records a second unsubscribe as the person's request", async () => {
    const user = await buildUser(t, { marketing: true });
    const token = unsubscribeToken(t.config.jwtSecret, { userId: user.id, campaignId: null });
    for (let i = 0; i < 2; i++) {
      const answer = await t.request({
        method: 'POST',
        url: '/api/marketing/unsubscribe',
        payload: { token },
      });
      expect(answer.status).toBe(200);
    }
    expect(await consentOf(user.id)).toBe(false);
    const ledger = await ledgerOf(user.id);
    expect(ledger.map((row) => [row.granted, row.source, row.campaign_id])).toEqual([
      [false, 'unsubscribe_link', null],
      [false, 'unsubscribe_link', null],
    ]);
  });

  it('refuses a forged, malformed or missing token and changes nothing', async () => {
    const user = await buildUser(t, { marketing: true });
    const forged = unsubscribeToken('some other secret', { userId: user.id, campaignId: null });
    const good = unsubscribeToken(t.config.jwtSecret, { userId: user.id, campaignId: null });
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const token of [forged, tampered, 'not-a-token', `${randomUUID()}.-.xyz`]) {
      const page = await t.request({ method: 'POST', url: '/api/marketing/unsubscribe', payload: { token } });
      expect(page.status).toBe(422);
      expect(page.body.message).toBe(unsubscribeMessages.invalid);
      const oneClick = await t.request({
        method: 'POST',
        url: `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.status).toBe(422);
      const read = await t.request({
        method: 'GET',
        url: `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(read.status).toBe(422);
    }
    const none = await t.request({ method: 'POST', url: '/api/marketing/unsubscribe', payload: {} });
    expect(none.status).toBe(422);
    const form = await t.request({
      method: 'POST',
      url: '/api/marketing/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.status).toBe(422);
    expect(await consentOf(user.id)).toBe(true);
    expect(await ledgerOf(user.id)).toHaveLength(0);
  });
});

describe('the ledger itself', () => {
  it('refuses a delete or a change of what was agreed, but lets erasure blank the details', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    await t.request({
      method: 'PUT',
      url: '/api/users/profile',
      token,
      payload: { marketing_consent: true },
    });
    const [row] = await ledgerOf(user.id);
    if (!row) throw new Error('no ledger row');
    await expect(t.db.execute(sql`delete from marketing_consents where id = ${row.id}`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`update marketing_consents set wording = 'something else' where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update marketing_consents set granted = false where id = ${row.id}`),
    ).rejects.toThrow();
    await t.db.execute(sql`update marketing_consents set ip = null, user_agent = null where id = ${row.id}`);
    expect((await ledgerOf(user.id))[0]).toMatchObject({
      granted: true,
      wording: consentWording.profile,
      ip: null,
    });
  });
});
