import { defineModule, routeGroup } from '../../platform/module';
import { createCampaignEngagement } from './campaign-engagement';
import { createCampaignSender } from './campaign-sender';
import { campaignTrackingRoutes, marketingCampaignsRoutes } from './marketing-campaigns.routes';
import { createMarketingCampaignsService } from './marketing-campaigns.service';

type CampaignsNeeds = Parameters<typeof createMarketingCampaignsService>[0] &
  Parameters<typeof createCampaignSender>[0];

/** E-mail campaigns: drafts, audiences, the steady sender and open and click tracking. */
export const marketingCampaignsModule = defineModule({
  name: 'marketing-campaigns',
  build: (needs: CampaignsNeeds) => {
    const campaigns = {
      db: needs.db,
      marketingCampaigns: createMarketingCampaignsService(needs),
      campaignEngagement: createCampaignEngagement(needs),
    };
    return {
      routes: [
        routeGroup(marketingCampaignsRoutes, campaigns),
        routeGroup(campaignTrackingRoutes, campaigns),
      ],
      jobs: [createCampaignSender(needs)],
    };
  },
});
