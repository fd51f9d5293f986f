import type { Database } from '../../db/database';
import { defineModule, routeGroup } from '../../platform/module';
import type { CategoriesRepository } from '../categories/categories.repository';
import type { IncrementProfilesRepository } from '../increment-profiles/increment-profiles.repository';
import type { LotsRepository } from '../lots/lots.repository';
import type { MediaStore } from '../media/media-store';
import type { SettingsService } from '../settings/settings.service';
import { createAuctionsRepository } from './auctions.repository';
import { auctionsRoutes } from './auctions.routes';
import { createAuctionsService } from './auctions.service';
import { staffAuctionsRoutes } from './staff-auctions.routes';

interface AuctionsNeeds {
  db: Database;
  media: MediaStore;
  /** The house's payment terms and pickup hours, which a sale's buyer terms fall back to. */
  settings: Pick<SettingsService, 'get'>;
  /** Whether card payment online is set up (a card-on-file sale needs it to be published). */
  cardPayments?: boolean;
  categories: CategoriesRepository;
  incrementProfiles: IncrementProfilesRepository;
  /** The lots of an auction (publishing numbers them, cloning copies them), as the lots area keeps them. */
  lotRows: Pick<
    LotsRepository,
    'incrementRowsOf' | 'idsOfAuction' | 'updateMany' | 'allOfAuction' | 'insert'
  >;
}

/** Auctions: the public list and pages, and staff's drafts, publishing and cloning. */
export const auctionsModule = defineModule({
  name: 'auctions',
  build: ({ db, media, settings, categories, incrementProfiles, lotRows, cardPayments }: AuctionsNeeds) => {
    const auctions = createAuctionsService({
      auctions: createAuctionsRepository(db),
      lots: lotRows,
      categories,
      incrementProfiles,
      media,
      settings,
      cardPayments,
    });
    return {
      routes: [routeGroup(auctionsRoutes, { auctions }), routeGroup(staffAuctionsRoutes, { auctions })],
      provides: { auctions },
    };
  },
});
