import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { AuditRepository } from '../../platform/audit.repository';
import { defineModule, routeGroup } from '../../platform/module';
import type { AuctionsService } from '../auctions/auctions.service';
import { createFloorRegistrationsService } from './floor-registrations';
import { floorRegistrationsRoutes } from './floor-registrations.routes';
import { createRegistrationsRepository } from './registrations.repository';
import { registrationsRoutes } from './registrations.routes';
import { createRegistrationsService } from './registrations.service';
import { staffRegistrationsRoutes } from './staff-registrations.routes';

interface RegistrationsNeeds {
  db: Database;
  auctions: AuctionsService;
  audit: AuditRepository;
  clock: Clock;
  /** Bidders flagged for an unpaid invoice register for no new auction until staff clear it. */
  paymentFlags: { isFlagged(userId: string): Promise<boolean> };
  /** What a registration waits for (deposit, card), from the deposits area. */
  standing?: Parameters<typeof createRegistrationsService>[0]['standing'];
  /** The bidder's saved card, from the saved-cards area. */
  cards?: Parameters<typeof createRegistrationsService>[0]['cards'];
}

/** Registering to bid: bidders online, staff's approvals and floor bidders at the desk. */
export const registrationsModule = defineModule({
  name: 'registrations',
  build: ({ db, auctions, audit, clock, paymentFlags, standing, cards }: RegistrationsNeeds) => {
    const registrations = createRegistrationsService({
      registrations: createRegistrationsRepository(db),
      auctions,
      clock,
      paymentFlags,
      standing,
      cards,
    });
    const floorRegistrations = createFloorRegistrationsService({ db, auctions, audit, clock });
    return {
      routes: [
        routeGroup(registrationsRoutes, { registrations }),
        routeGroup(staffRegistrationsRoutes, { registrations }),
        routeGroup(floorRegistrationsRoutes, { floorRegistrations }),
      ],
    };
  },
});
