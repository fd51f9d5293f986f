import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SettingsService } from '../settings/settings.service';
import { backgroundColour, type createAppIcons, iconNames, logoVersion, themeColour } from './app-icons';

/** A home-screen label is short: the house's first word when its name is long ("Harbourside"). */
export function shortNameOf(siteName: string): string {
  if (siteName.length <= 12) return siteName;
  return siteName.split(/\s+/)[0]?.slice(0, 12) ?? siteName.slice(0, 12);
}

/**
 * The web app's manifest and home-screen icons, made from the house's settings (its name and the
 * logo an Admin uploads), so a new logo is on the next install without a new build.
 */
export const appManifestRoutes: FastifyPluginAsyncZod<{
  settings: Pick<SettingsService, 'get'>;
  icons: ReturnType<typeof createAppIcons>;
}> = async (app, { settings, icons }) => {
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const house = await settings.get();
    const version = logoVersion(house.logo_url);
    const icon = (name: string, size: number, purpose: 'any' | 'maskable') => ({
      src: `/icons/${name}?v=${version}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    });
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        id: '/',
        name: house.site_name,
        short_name: shortNameOf(house.site_name),
        description: `Timed online and live webcast auctions from ${house.site_name}.`,
        lang: 'en-CA',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: backgroundColour,
        theme_color: themeColour,
        icons: [
          icon('icon-192.png', 192, 'any'),
          icon('icon-512.png', 512, 'any'),
          icon('maskable-512.png', 512, 'maskable'),
        ],
      });
  });

  app.get(
    '/icons/:name',
    { schema: { hide: true, params: z.object({ name: z.enum(iconNames) }) } },
    async (request, reply) => {
      const house = await settings.get();
      const png = await icons.icon(house.logo_url, request.params.name);
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
    },
  );
};
