import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { shortNameOf } from './app-manifest.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the installable web app', () => {
  it('has a manifest with the house’s name, colours and icons', async () => {
    const answer = await t.request({ method: 'GET', url: '/manifest.webmanifest' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    const manifest = JSON.parse(answer.text) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    const house = await t.request<{ site_name: string }>({ method: 'GET', url: '/api/settings' });
    expect(manifest).toMatchObject({
      name: house.body.site_name,
      display: 'standalone',
      theme_color: '#0f2a44',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const png = await t.app.inject({ method: 'GET', url: icon.src });
      expect(png.headers['content-type']).toBe('image/png');
      const size = Number(icon.sizes.split('x')[0]);
      expect(await sharp(png.rawPayload).metadata()).toMatchObject({
        width: size,
        height: size,
        format: 'png',
      });
    }
    expect((await t.request({ method: 'GET', url: '/icons/other.png' })).status).toBe(422);
  });

  it('makes the icons from the logo an Admin uploads, at new addresses', async () => {
    const before = JSON.parse((await t.request({ method: 'GET', url: '/manifest.webmanifest' })).text) as {
      icons: { src: string }[];
    };
    const red = await sharp({ create: { width: 400, height: 200, channels: 4, background: '#c0392b' } })
      .png()
      .toBuffer();
    const boundary = 'logo-boundary';
    const admin = await tokenFor(t, await buildUser(t, { roles: ['Admin'] }));
    const uploaded = await t.request({
      method: 'POST',
      url: '/api/admin/settings/logos/logo_url',
      token: admin,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n\r\n`,
        ),
        red,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.status).toBe(200);
    const after = JSON.parse((await t.request({ method: 'GET', url: '/manifest.webmanifest' })).text) as {
      icons: { src: string }[];
    };
    expect(after.icons[0]?.src).not.toBe(before.icons[0]?.src);
    const icon = await t.app.inject({ method: 'GET', url: after.icons[0]?.src ?? '' });
    // The middle of the icon is the logo's red, fitted inside the white square.
    const { data } = await sharp(icon.rawPayload)
      .extract({ left: 96, top: 96, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    // (within a step or two: the upload is kept as WebP)
    for (const [channel, red] of [192, 57, 43].entries()) {
      expect(Math.abs((data[channel] ?? 0) - red)).toBeLessThanOrEqual(3);
    }
    const corner = await sharp(icon.rawPayload)
      .extract({ left: 2, top: 2, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([corner[0], corner[1], corner[2]]).toEqual([255, 255, 255]);
  });

  it('shortens a long house name for the home screen', () => {
    expect(shortNameOf('Harbourside Auctions')).toBe('Harbourside');
    expect(shortNameOf('Dartmouth')).toBe('Dartmouth');
  });
});
