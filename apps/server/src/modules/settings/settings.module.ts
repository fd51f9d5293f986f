import { defineModule, routeGroup } from '../../platform/module';
import type { MediaStore } from '../media/media-store';
import { settingsRoutes } from './settings.routes';
import type { SettingsService } from './settings.service';
import { settingsLogosRoutes } from './settings-logos.routes';

/**
 * The house settings' pages. The settings service itself is the platform's (every area reads it),
 * built by the root and handed here.
 */
export const settingsModule = defineModule({
  name: 'settings',
  build: ({ settings, media }: { settings: SettingsService; media: MediaStore }) => ({
    routes: [routeGroup(settingsRoutes, { settings }), routeGroup(settingsLogosRoutes, { settings, media })],
  }),
});
