import { defineModule, routeGroup } from '../../platform/module';
import type { ConsignorStatementsService } from '../consignor-statements/consignor-statements.service';
import { consignorPortalRoutes } from './consignor-portal.routes';
import { createConsignorPortal } from './consignor-portal.service';

type PortalNeeds = Parameters<typeof createConsignorPortal>[0] & {
  statementPdf: Pick<ConsignorStatementsService, 'pdf'>;
};

/** A consignor's own dashboard: their items, a running sale's projected settlement, their statements. */
export const consignorPortalModule = defineModule({
  name: 'consignor-portal',
  build: ({ statementPdf, ...needs }: PortalNeeds) => ({
    routes: [
      routeGroup(consignorPortalRoutes, {
        consignorPortal: createConsignorPortal(needs),
        consignorStatements: statementPdf,
      }),
    ],
  }),
});
