import type { AdminSettings, WonLot } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { settings } from '../../db/schema';
import { settingsDefaults } from './settings.defaults';

let t: TestApp;
let admin: string;
let bidder: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  const user = await buildUser(t);
  bidder = { id: user.id, token: await tokenFor(t, user) };
  const auction = await buildAuction(t, { status: 'closed' });
  await buildLot(t, auction, {
    title: 'Brass Compass',
    status: 'sold',
    high_bidder_id: user.id,
    current_price_cents: 12_000,
    closed_at: new Date(),
  });
});
afterAll(() => t.close());

const put = (payload: object) =>
  t.request<AdminSettings>({ method: 'PUT', url: '/api/admin/settings', token: admin, payload });
const current = async () =>
  (await t.request<AdminSettings>({ method: 'GET', url: '/api/admin/settings', token: admin })).body;
const wonLots = () =>
  t.request<{ data: WonLot[] }>({ method: 'GET', url: '/api/users/won-lots', token: bidder.token });

describe('settings are checked by what they mean', () => {
  it('refuses a time zone Intl does not know with 422, changes nothing, and won lots still answer', async () => {
    const answer = await put({ time_zone: 'Not/AZone', site_name: 'Renamed' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ time_zone: ['Choose a time zone such as America/Halifax.'] });
    expect(await current()).toEqual(settingsDefaults);
    const won = await wonLots();
    expect(won.status).toBe(200);
    expect(won.body.data.map((lot) => lot.lot.title)).toEqual(['Brass Compass']);
  });

  it('takes any time zone Intl knows', async () => {
    expect((await put({ time_zone: 'America/St_Johns' })).body.time_zone).toBe('America/St_Johns');
    expect((await wonLots()).status).toBe(200);
    await put({ time_zone: settingsDefaults.time_zone });
  });

  it('keeps won lots answering when a stored time zone was hand-edited to nonsense', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'time_zone', value: 'Not/AZone' })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: 'Not/AZone' },
      });
    await put({}); // reads the settings afresh
    const won = await wonLots();
    expect(won.status).toBe(200);
    await t.db.delete(settings).where(eq(settings.key, 'time_zone'));
  });

  it('refuses every other setting that does not mean what it says, naming each field', async () => {
    const answer = await put({
      contact_phone: '()',
      address: {
        street: '61 Wright Avenue',
        city: 'Dartmouth',
        province: 'NS',
        postal_code: '12',
        country: 'CA',
      },
      logo_url: 'javascript:alert(1)',
      logo_admin_light: 'not a link',
      logo_admin_dark: '//elsewhere.example/logo.png',
      opening_hours: [{ days: ['Mo', 'Mo'], opens: '17:00', closes: '09:00' }],
      pickup_hours: [{ days: ['Tu'], opens: '10:00', closes: '10:00' }],
      currency: 'XYZ',
      area_served: ['Nova Scotia', 'Nova Scotia'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      contact_phone: ['Enter a phone number with 7 to 15 digits.'],
      'address.postal_code': ['Enter a Canadian postal code, such as B3B 1H2.'],
      logo_url: ['Enter a web address starting with https:// or a path on this site starting with /.'],
      logo_admin_light: [
        'Enter a web address starting with https:// or a path on this site starting with /.',
      ],
      logo_admin_dark: ['Enter a web address starting with https:// or a path on this site starting with /.'],
      'opening_hours.0.days': ['List each day once.'],
      'opening_hours.0.closes': ['The closing time must be after the opening time.'],
      'pickup_hours.0.closes': ['The closing time must be after the opening time.'],
      currency: ['Use a three-letter currency code, such as CAD.'],
      area_served: ['List each area once.'],
    });
    expect(await current()).toEqual(settingsDefaults);
    const country = await put({ address: { ...settingsDefaults.address, country: 'Canada' } });
    expect(country.body.errors).toEqual({
      'address.country': ['Use the two-letter country code, such as CA.'],
    });
  });

  it('takes sensible values in their usual spellings', async () => {
    const answer = await put({
      contact_phone: '+1 902 555 0199',
      address: {
        street: '1 Main St',
        city: 'Moncton',
        province: 'NB',
        postal_code: 'e1c 4m3',
        country: 'ca',
      },
      logo_url: 'https://cdn.example.ca/logo.png',
      logo_admin_light: '/media/logo-light.webp',
      opening_hours: [{ days: ['Sa'], opens: '09:00', closes: '12:30' }],
      currency: 'cad',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      address: { postal_code: 'E1C 4M3', country: 'CA' },
      logo_admin_light: '/media/logo-light.webp',
      currency: 'CAD',
    });
  });
});
