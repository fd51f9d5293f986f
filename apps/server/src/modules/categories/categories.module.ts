import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { createCategoriesRepository } from './categories.repository';
import { categoriesRoutes } from './categories.routes';
import { staffCategoriesRoutes } from './staff-categories.routes';

/** The catalogue's categories: the public list and staff's edits. */
export const categoriesModule = defineModule({
  name: 'categories',
  build: ({ db }: { db: Database }) => {
    const categories = createCategoriesRepository(db);
    return {
      routes: [
        routeGroup(categoriesRoutes, { categories }),
        routeGroup(staffCategoriesRoutes, { categories }),
      ],
      provides: { categories },
    };
  },
});
