import { defineModule, routeGroup } from '../../platform/module';
import type { Sessions } from '../auth/sessions';
import { adminUsersRoutes } from './admin-users.routes';
import { createAdminUsersService } from './admin-users.service';
import type { PersonConsent } from './user-erasure';

type AdminUsersNeeds = Parameters<typeof createAdminUsersService>[0] & {
  sessions: Sessions;
  /** The consent ledger's part of a person's export and erasure. */
  consent: PersonConsent;
};

/** An Admin's user administration: roles, disabling, resets, PIPEDA export and erasure. */
export const adminUsersModule = defineModule({
  name: 'admin-users',
  build: (needs: AdminUsersNeeds) => ({
    routes: [
      routeGroup(adminUsersRoutes, {
        adminUsers: createAdminUsersService(needs),
        db: needs.db,
        sessions: needs.sessions,
        consent: needs.consent,
      }),
    ],
  }),
});
