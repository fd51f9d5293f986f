import { createRepeatingPass } from '../../jobs/repeating-pass';
import { defineModule, routeGroup } from '../../platform/module';
import { savedCardsRoutes, staffCardChargesRoutes } from './saved-cards.routes';
import { createSavedCardsService, type SavedCardsDeps } from './saved-cards.service';

/**
 * Cards on file (decision 0069): a bidder saves a card with a Stripe SetupIntent for the sales
 * that ask for one; staff charge it for an issued invoice, or the house has it charged some hours
 * after issue (the repeating pass below). Stripe keeps the card; the house keeps its ids, brand,
 * last four digits and expiry.
 */
export const savedCardsModule = defineModule({
  name: 'saved-cards',
  build: (needs: SavedCardsDeps) => {
    const savedCards = createSavedCardsService(needs);
    return {
      routes: [
        routeGroup(savedCardsRoutes, { savedCards }),
        routeGroup(staffCardChargesRoutes, { savedCards }),
      ],
      jobs: [
        createRepeatingPass({
          what: 'the card-on-file charge pass',
          pass: () => savedCards.chargeDue(),
          defaultIntervalMs: 10 * 60_000,
          log: needs.log,
        }),
      ],
      provides: { savedCards },
    };
  },
});
