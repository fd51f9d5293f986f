import { defineModule, routeGroup } from '../../platform/module';
import { createCashDrawerRepository } from './cash-drawer.repository';
import { cashDrawerRoutes } from './cash-drawer.routes';
import { createCashDrawerService } from './cash-drawer.service';

type CashDrawerNeeds = Omit<Parameters<typeof createCashDrawerService>[0], 'cashDrawer'>;

/** The day-end count of the counter's cash, cheques and card slips against the day's payments. */
export const cashDrawerModule = defineModule({
  name: 'cash-drawer',
  build: (needs: CashDrawerNeeds) => {
    const cashDrawer = createCashDrawerService({
      ...needs,
      cashDrawer: createCashDrawerRepository(needs.db),
    });
    return { routes: [routeGroup(cashDrawerRoutes, { cashDrawer })] };
  },
});
