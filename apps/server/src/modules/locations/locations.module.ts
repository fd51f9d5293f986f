import type { Database } from '../../db/database';
import type { AuditRepository } from '../../platform/audit.repository';
import { defineModule, routeGroup } from '../../platform/module';
import type { MediaStore } from '../media/media-store';
import { locationsRoutes } from './locations.routes';
import { createLocationsService } from './locations.service';

/** Warehouse locations, putting items on them, the scan box and the pick list. */
export const locationsModule = defineModule({
  name: 'locations',
  build: ({ db, audit, media }: { db: Database; audit: AuditRepository; media: MediaStore }) => {
    const locations = createLocationsService({ db, audit });
    return { routes: [routeGroup(locationsRoutes, { db, locations, media })], provides: { locations } };
  },
});
