import { defineModule, routeGroup } from '../../platform/module';
import { depositsRoutes, staffDepositsRoutes } from './deposits.routes';
import { createDepositsService, type DepositsDeps } from './deposits.service';

/**
 * Registration deposits (decision 0069): paid by card or at the desk before the bidder may bid,
 * applied to the buyer's invoice when it is issued, refunded when nothing was won. It also owns
 * what a registration waits for (its deposit, its card, staff's approval).
 */
export const depositsModule = defineModule({
  name: 'deposits',
  build: (needs: DepositsDeps) => {
    const deposits = createDepositsService(needs);
    return {
      routes: [routeGroup(depositsRoutes, { deposits }), routeGroup(staffDepositsRoutes, { deposits })],
      provides: { deposits },
    };
  },
});
