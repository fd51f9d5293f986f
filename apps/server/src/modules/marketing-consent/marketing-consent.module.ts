import { defineModule, routeGroup } from '../../platform/module';
import { consentLedgerRoutes, unsubscribeRoutes } from './marketing-consent.routes';
import { createMarketingConsentService } from './marketing-consent.service';

/** The CASL consent ledger and one-click unsubscribe. */
export const marketingConsentModule = defineModule({
  name: 'marketing-consent',
  build: (needs: Parameters<typeof createMarketingConsentService>[0]) => {
    const marketingConsent = createMarketingConsentService(needs);
    return {
      routes: [
        routeGroup(unsubscribeRoutes, { marketingConsent }),
        routeGroup(consentLedgerRoutes, { marketingConsent }),
      ],
      provides: {
        consent: {
          record: marketingConsent.record,
          historySql: marketingConsent.historySql,
          erase: marketingConsent.erase,
        },
      },
    };
  },
});
