import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { SettingsService } from '../settings/settings.service';
import { createBooksRepository } from './books.repository';
import { booksRoutes } from './books.routes';
import { createBooksService } from './books.service';

interface BooksNeeds {
  db: Database;
  settings: Pick<SettingsService, 'get'>;
}

/** The accounting export: the period's journal for the house's bookkeeper (decision 0067). */
export const booksModule = defineModule({
  name: 'books',
  build: ({ db, settings }: BooksNeeds) => ({
    routes: [
      routeGroup(booksRoutes, {
        books: createBooksService({
          db,
          books: createBooksRepository(),
          house: async () => {
            const s = await settings.get();
            return { timeZone: s.time_zone, province: s.address.province, accounts: s.accounting_accounts };
          },
        }),
      }),
    ],
  }),
});
