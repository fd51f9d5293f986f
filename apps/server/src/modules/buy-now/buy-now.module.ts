import { defineModule, routeGroup } from '../../platform/module';
import { buyNowRoutes } from './buy-now.routes';
import { type BuyNowDeps, createBuyNowService } from './buy-now.service';

/** Fixed-price items: the list, an item's page and the purchase that issues its invoice at once. */
export const buyNowModule = defineModule({
  name: 'buy-now',
  build: (needs: BuyNowDeps) => {
    const buyNow = createBuyNowService(needs);
    return { routes: [routeGroup(buyNowRoutes, { buyNow })], provides: { buyNow } };
  },
});
