import { defineModule, routeGroup } from '../../platform/module';
import { usersRoutes } from './users.routes';
import { createUsersService } from './users.service';

/** A signed-in person's own profile, password and marketing choice. */
export const usersModule = defineModule({
  name: 'users',
  build: (needs: Parameters<typeof createUsersService>[0]) => ({
    routes: [routeGroup(usersRoutes, { users: createUsersService(needs) })],
  }),
});
