import type { ConsignorOverviewQuery } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { createCommissionProfilesRepository } from '../commission-profiles/commission-profiles.repository';
import { createCommissionProfilesService } from '../commission-profiles/commission-profiles.service';
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
export function createConsignorPortal(deps: { db: Database; settings: SettingsService; clock: Clock }) {
  const { db } = deps;
  const commissionProfiles = createCommissionProfilesService({
    profiles: createCommissionProfilesRepository(db),
  });
  return {
    async overview(user: PortalUser, query: ConsignorOverviewQuery) {
      return consignorOverview(db, await ownConsignor(db, user), query);
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
