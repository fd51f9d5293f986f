import type { AdminSettings, AuctionDefaults, PublicSettings } from '@auction/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bidIncrementProfiles } from '../../db/schema';
import { settingsDefaults } from './settings.defaults';

let t: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, await buildUser(t, { roles: ['Admin', 'Bidder'] }));
  staff = await tokenFor(t, await buildUser(t, { roles: ['Staff', 'Bidder'] }));
});
afterAll(() => t.close());

const boundary = 'logo-boundary';
const upload = (logo: string, bytes: Buffer, filename: string, token = admin) =>
  t.request<AdminSettings>({
    method: 'POST',
    url: `/api/admin/settings/logos/${logo}`,
    token,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
const publicSettings = async () =>
  (await t.request<PublicSettings>({ method: 'GET', url: '/api/settings' })).body;

describe('POST /api/admin/settings/logos/:logo', () => {
  it('stores an uploaded PNG as a served picture, and Remove puts the default back', async () => {
    const png = await sharp({ create: { width: 240, height: 60, channels: 4, background: '#1d4e89' } })
      .png()
      .toBuffer();
    const answer = await upload('logo_admin_dark', png, 'logo.png');
    expect(answer.status).toBe(200);
    const address = answer.body.logo_admin_dark;
    expect(address).toMatch(/^\/media\/lots\/[0-9a-f]{32}-800\.webp$/);
    expect((await publicSettings()).logo_admin_dark).toBe(address);
    const served = await t.request({ method: 'GET', url: address ?? '' });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const removed = await t.request<AdminSettings>({
      method: 'PUT',
      url: '/api/admin/settings',
      token: admin,
      payload: { logo_admin_dark: null },
    });
    expect(removed.body.logo_admin_dark).toBeNull();
    expect((await publicSettings()).logo_admin_dark).toBeNull();
  });

  it('refuses an SVG, a file that is no picture, an unknown logo and a missing file with 422', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload('logo_url', svg, 'logo.svg');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: ['Only JPEG, PNG or WebP images can be uploaded.'] });
    const text = await upload('logo_url', Buffer.from('hello'), 'logo.png');
    expect(text.status).toBe(422);
    const unknown = await upload('favicon', Buffer.from('hello'), 'logo.png');
    expect(unknown.status).toBe(422);
    const empty = await t.request({
      method: 'POST',
      url: '/api/admin/settings/logos/logo_url',
      token: admin,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ file: ['Choose an image to upload.'] });
    expect((await publicSettings()).logo_url).toBeNull();
  });

  it('is for Admins only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('logo_url', png, 'logo.png', staff)).status).toBe(403);
    expect((await publicSettings()).logo_url).toBeNull();
  });
});

describe('defaults for new auctions', () => {
  const put = (payload: object) =>
    t.request<AdminSettings>({ method: 'PUT', url: '/api/admin/settings', token: admin, payload });
  const defaults = (token: string) =>
    t.request<AuctionDefaults>({ method: 'GET', url: '/api/admin/auction-defaults', token });

  it('refuses a premium above 50%, an increment profile that does not exist and windows over an hour', async () => {
    const over = await put({
      auction_defaults: {
        ...settingsDefaults.auction_defaults,
        buyer_premium: { kind: 'flat', rate_bp: 5_001 },
        soft_close_window_seconds: 3_601,
        stagger_seconds: -1,
      },
    });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({
      'auction_defaults.buyer_premium': ["The buyer's premium is at most 50%."],
      'auction_defaults.soft_close_window_seconds': [
        'The soft close window is at most an hour (3600 seconds).',
      ],
      'auction_defaults.stagger_seconds': ['The stagger interval may not be negative.'],
    });
    const missing = await put({
      auction_defaults: {
        ...settingsDefaults.auction_defaults,
        increment_profile_id: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      'auction_defaults.increment_profile_id': ['Choose an increment profile from the list.'],
    });
    expect((await defaults(staff)).body).toEqual(settingsDefaults.auction_defaults);
  });

  it('saves tiers and an existing profile, and Staff read them for the create form', async () => {
    const [profile] = await t.db
      .insert(bidIncrementProfiles)
      .values({ name: 'Fine art', rows: [{ from_cents: 0, increment_cents: 1_000 }] })
      .returning();
    const chosen = {
      buyer_premium: {
        kind: 'tiered',
        tiers: [
          { from_cents: 0, rate_bp: 2_000 },
          { from_cents: 500_000, rate_bp: 1_500 },
        ],
      },
      increment_profile_id: profile?.id,
      soft_close_window_seconds: 300,
      soft_close_extension_seconds: 180,
      stagger_seconds: 60,
    };
    expect((await put({ auction_defaults: chosen })).status).toBe(200);
    const answer = await defaults(staff);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(chosen);
    const bidder = await tokenFor(t, await buildUser(t));
    expect((await defaults(bidder)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/auction-defaults' })).status).toBe(401);
  });
});
