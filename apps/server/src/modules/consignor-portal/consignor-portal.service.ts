import type { ConsignorOverviewQuery } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { CommissionProfilesService } from '../commission-profiles/commission-profiles.service';
import type { SettingsService } from '../settings/settings.service';
import {
  consignorOverview,
  consignorStatements,
  ownConsignor,
  ownFinalStatementId,
} from './consignor-portal.queries';
import { consignorProjection } from './consignor-projection';

type PortalUser = { id: string; roles: readonly string[] };

/** The signed-in consignor's own goods, running sales and statements; nothing of anyone else's. */
export function createConsignorPortal(deps: {
  db: Database;
  settings: SettingsService;
  clock: Clock;
  /** A consignor's commission terms, as the commission profiles area works them out. */
  commissionProfiles: Pick<CommissionProfilesService, 'termsForConsignor'>;
}) {
  const { db, commissionProfiles } = deps;
  return {
    async overview(user: PortalUser, query: ConsignorOverviewQuery) {
      const consignor = await ownConsignor(db, user);
      return consignorOverview(db, consignor, query);
    },

    async projection(user: PortalUser) {
      const consignor = await ownConsignor(db, user);
      const { time_zone } = await deps.settings.company();
      return consignorProjection(db, consignor, {
        termsForConsignor: (id) => commissionProfiles.termsForConsignor(id),
        now: deps.clock(),
        timeZone: time_zone,
      });
    },

    async statements(user: PortalUser) {
      return consignorStatements(db, (await ownConsignor(db, user)).id);
    },

    /** One of their own final or paid statements, else 404 (another's, or a draft). */
    async statementId(user: PortalUser, statementId: string) {
      return ownFinalStatementId(db, (await ownConsignor(db, user)).id, statementId);
    },
  };
}
export type ConsignorPortal = ReturnType<typeof createConsignorPortal>;
