import { defineModule, routeGroup } from '../../platform/module';
import { consignorStatementsRoutes } from './consignor-statements.routes';
import { createConsignorStatementsService } from './consignor-statements.service';
import { statementBatchRoutes } from './statement-batch.routes';
import { createStatementBatch } from './statement-batch-pdf';

/** Consignor statements: made for a closed sale, finalised, printed (one or a batch), e-mailed and paid out. */
export const consignorStatementsModule = defineModule({
  name: 'consignor-statements',
  build: (needs: Parameters<typeof createConsignorStatementsService>[0]) => {
    const consignorStatements = createConsignorStatementsService(needs);
    return {
      routes: [
        routeGroup(consignorStatementsRoutes, { consignorStatements }),
        routeGroup(statementBatchRoutes, { statementBatch: createStatementBatch(needs) }),
      ],
      provides: {
        statementPdf: { pdf: consignorStatements.pdf },
        attachments: consignorStatements.attachments,
      },
    };
  },
});
