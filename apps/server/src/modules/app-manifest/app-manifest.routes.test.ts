import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('shortens a long house name for the home screen', () => {
    expect(shortNameOf('Harbourside Auctions')).toBe('Harbourside');
    expect(shortNameOf('Dartmouth')).toBe('Dartmouth');
  });
});
