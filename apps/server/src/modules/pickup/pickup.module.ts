import { defineModule, routeGroup } from '../../platform/module';
import type { InvoicesService } from '../invoices/invoices.service';
import { createPickupRepository } from './pickup.repository';
import { pickupRoutes } from './pickup.routes';
import { createPickupService } from './pickup.service';
import { releaseDeskRoutes } from './release-desk.routes';

type PickupNeeds = Omit<Parameters<typeof createPickupService>[0], 'pickup'> & {
  invoices: Pick<InvoicesService, 'buyerInvoice' | 'staffInvoice'>;
};

/** Pickup bookings and shipping requests, and the release desk that hands paid lots over. */
export const pickupModule = defineModule({
  name: 'pickup',
  build: ({ invoices, ...needs }: PickupNeeds) => {
    const pickup = createPickupService({ ...needs, pickup: createPickupRepository(needs.db) });
    return {
      routes: [routeGroup(pickupRoutes, { pickup, invoices }), routeGroup(releaseDeskRoutes, { pickup })],
    };
  },
});
