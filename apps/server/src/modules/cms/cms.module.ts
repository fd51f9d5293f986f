import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import { createCmsRepository } from './cms.repository';
import { cmsRoutes, pagesRoutes } from './cms.routes';
import { createCmsService } from './cms.service';

/** The site's words: public pages, drafts, publishing and history. */
export const cmsModule = defineModule({
  name: 'cms',
  build: ({ db, clock }: { db: Database; clock: Clock }) => {
    const cms = createCmsService({ db, clock, pages: createCmsRepository(db) });
    return {
      routes: [routeGroup(pagesRoutes, { cms }), routeGroup(cmsRoutes, { cms })],
      // Existing databases get the built-in pages (version 1, published) on their first start.
      ready: () => cms.ensureBuiltInPages(),
      provides: { cms },
    };
  },
});
