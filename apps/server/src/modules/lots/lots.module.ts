import { defineModule, routeGroup } from '../../platform/module';
import type { AuctionsService } from '../auctions/auctions.service';
import type { MediaStore } from '../media/media-store';
import type { LotsRepository } from './lots.repository';
import { lotsRoutes } from './lots.routes';
import { createLotsService } from './lots.service';
import { staffLotsRoutes } from './staff-lots.routes';

interface LotsNeeds {
  lotRows: LotsRepository;
  auctions: Pick<AuctionsService, 'find' | 'isPublic'>;
  media: MediaStore;
  /** A withdrawn lot's inventory item goes back in stock. */
  onWithdrawn: (lotId: string) => Promise<void>;
}

/** Lots: the public lot pages and bid history, and staff's lot editing. */
export const lotsModule = defineModule({
  name: 'lots',
  build: ({ lotRows, auctions, media, onWithdrawn }: LotsNeeds) => {
    const lots = createLotsService({ lots: lotRows, auctions, media, onWithdrawn });
    return {
      routes: [routeGroup(lotsRoutes, { lots }), routeGroup(staffLotsRoutes, { lots })],
      provides: { lots },
    };
  },
});
