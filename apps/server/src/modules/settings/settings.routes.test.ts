import {
  type AdminSettings,
  adminSettingsSchema,
  companyProfileSchema,
  type PublicSettings,
} from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, settings } from '../../db/schema';
import { settingsDefaults } from './settings.defaults';

let t: TestApp;
let admin: string;
let staff: string;
let bidder: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
  bidder = await tokenFor(t, await buildUser(t));
});
afterAll(() => t.close());

const put = (payload: object, token = admin) =>
  t.request<AdminSettings>({ method: 'PUT', url: '/api/admin/settings', token, payload });

describe('GET /api/settings', () => {
  it("answers exactly the spec's seven fields, with the defaults on an empty table", async () => {
    const answer = await t.request<PublicSettings>({ method: 'GET', url: '/api/settings' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      'company_address',
      'contact_email',
      'contact_phone',
      'logo_admin_dark',
      'logo_admin_light',
      'logo_url',
      'site_name',
    ]);
    expect(answer.body).toMatchObject({
      site_name: 'Harbourside Auctions',
      contact_phone: '(902) 555-0142',
      company_address: '61 Wright Avenue, Dartmouth, NS B3B 1H2',
      logo_url: null,
    });
  });
});

describe('GET /api/company', () => {
  it('answers the address, hours, time zone, currency and the Atlantic provinces', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/company' });
    const body = companyProfileSchema.parse(answer.body);
    expect(body.address.city).toBe('Dartmouth');
    expect(body.opening_hours).toEqual([
      { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '10:00', closes: '17:00' },
    ]);
    expect(body.pickup_hours).toEqual([{ days: ['Mo', 'Tu', 'Fr'], opens: '10:00', closes: '18:00' }]);
    expect(body).toMatchObject({ time_zone: 'America/Halifax', currency: 'CAD' });
    expect(body.area_served).toEqual([
      'Nova Scotia',
      'New Brunswick',
      'Prince Edward Island',
      'Newfoundland and Labrador',
    ]);
  });
});

describe('/api/admin/settings', () => {
  it('is for Admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/settings' })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/settings', token: staff })).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/settings', token: bidder })).status).toBe(403);
    expect((await put({ site_name: 'Nope' }, staff)).status).toBe(403);
    const answer = await t.request({ method: 'GET', url: '/api/admin/settings', token: admin });
    expect(adminSettingsSchema.parse(answer.body)).toEqual(settingsDefaults);
  });

  it('saves a change, shows it publicly and records before and after', async () => {
    const answer = await put({
      site_name: 'Harbourside Auctions Ltd.',
      logo_url: 'https://cdn.example.ca/logo.svg',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.site_name).toBe('Harbourside Auctions Ltd.');
    const publicAnswer = await t.request<PublicSettings>({ method: 'GET', url: '/api/settings' });
    expect(publicAnswer.body).toMatchObject({
      site_name: 'Harbourside Auctions Ltd.',
      logo_url: 'https://cdn.example.ca/logo.svg',
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audit?.before).toEqual({ site_name: 'Harbourside Auctions', logo_url: null });
    expect(audit?.after).toEqual({
      site_name: 'Harbourside Auctions Ltd.',
      logo_url: 'https://cdn.example.ca/logo.svg',
    });
    await put({ logo_url: null });
    expect(
      (await t.request<PublicSettings>({ method: 'GET', url: '/api/settings' })).body.logo_url,
    ).toBeNull();
  });

  it('answers 422 with dotted field paths and changes nothing', async () => {
    const answer = await put({
      contact_email: 'nope',
      opening_hours: [{ days: ['Mo'], opens: '25:00', closes: '17:00' }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      contact_email: ['Enter a valid e-mail address.'],
      'opening_hours.0.opens': ['Use the 24-hour form HH:MM.'],
    });
    const current = await t.request<AdminSettings>({
      method: 'GET',
      url: '/api/admin/settings',
      token: admin,
    });
    expect(current.body.contact_email).toBe(settingsDefaults.contact_email);
  });

  it('keeps the saleroom addresses, and refuses a bad entry by name without saving any', async () => {
    const refused = await put({ saleroom_addresses: ['203.0.113.7', '10.0.0.300', '198.51.100.0/33'] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      saleroom_addresses: [
        '"10.0.0.300" is not an address or a range, such as 203.0.113.7 or 203.0.113.0/24.',
        '"198.51.100.0/33" is not an address or a range, such as 203.0.113.7 or 203.0.113.0/24.',
      ],
    });
    const unchanged = await t.request<AdminSettings>({
      method: 'GET',
      url: '/api/admin/settings',
      token: admin,
    });
    expect(unchanged.body.saleroom_addresses).toEqual([]);

    const saved = await put({ saleroom_addresses: [' 203.0.113.7', '198.51.100.0/24', '2001:db8::/32'] });
    expect(saved.status).toBe(200);
    expect(saved.body.saleroom_addresses).toEqual(['203.0.113.7', '198.51.100.0/24', '2001:db8::/32']);
  });

  it('falls back to the default when a stored value is missing or no longer valid', async () => {
    await put({ contact_phone: '(902) 555-0199' });
    await t.db.update(settings).set({ value: 42 }).where(eq(settings.key, 'contact_phone'));
    await t.db.delete(settings).where(eq(settings.key, 'site_name'));
    await put({});
    const answer = await t.request<PublicSettings>({ method: 'GET', url: '/api/settings' });
    expect(answer.body.contact_phone).toBe(settingsDefaults.contact_phone);
    expect(answer.body.site_name).toBe(settingsDefaults.site_name);
  });
});
