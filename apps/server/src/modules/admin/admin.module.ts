import type { Database } from '../../db/database';
import type { OutboxRepository } from '../../mail/outbox.repository';
import { defineModule, routeGroup } from '../../platform/module';
import { createAdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { createAdminService } from './admin.service';

/** The admin overview: accounts at a glance and the mail outbox. */
export const adminModule = defineModule({
  name: 'admin',
  build: ({ db, outbox }: { db: Database; outbox: OutboxRepository }) => ({
    routes: [
      routeGroup(adminRoutes, { admin: createAdminService({ admin: createAdminRepository(db), outbox }) }),
    ],
  }),
});
