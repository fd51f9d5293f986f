import { defineModule, routeGroup } from '../../platform/module';
import { mediaRoutes } from './media.routes';
import type { MediaStore } from './media-store';

/** Serves stored pictures under /media with immutable cache headers. */
export const mediaModule = defineModule({
  name: 'media',
  build: ({ media }: { media: MediaStore }) => ({ routes: [routeGroup(mediaRoutes, { media })] }),
});
