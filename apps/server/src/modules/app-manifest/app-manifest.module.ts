import { defineModule, routeGroup } from '../../platform/module';
import type { MediaStore } from '../media/media-store';
import type { SettingsService } from '../settings/settings.service';
import { createAppIcons } from './app-icons';
import { appManifestRoutes } from './app-manifest.routes';

interface AppManifestNeeds {
  settings: Pick<SettingsService, 'get'>;
  media: Pick<MediaStore, 'get'>;
}

/** The installable web app: its manifest and home-screen icons, from the house's settings. */
export const appManifestModule = defineModule({
  name: 'app-manifest',
  build: ({ settings, media }: AppManifestNeeds) => ({
    routes: [routeGroup(appManifestRoutes, { settings, icons: createAppIcons(media) })],
  }),
});
