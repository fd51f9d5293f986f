import type { Campaign, CampaignAudience } from '@auction/contracts';
import type { BadgeTone } from '../../components/ui/badge';

export const statusLabels: Record<Campaign['status'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'grey' },
  sending: { label: 'Sending', tone: 'amber' },
  sent: { label: 'Sent', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'red' },
};

export const audienceKindLabels: Record<CampaignAudience['kind'], string> = {
  all_opted_in: 'Everyone who opted in',
  categories: 'Interested in categories',
  watchlist: 'People with a watchlist',
  past_buyers: 'Past buyers',
};

export function audienceLabel(audience: CampaignAudience): string {
  switch (audience.kind) {
    case 'categories':
      return `${audienceKindLabels.categories} (${audience.category_ids.length})`;
    case 'past_buyers':
      return audience.since ? `Past buyers since ${audience.since}` : audienceKindLabels.past_buyers;
    case 'watchlist':
      return audience.auction_id ? 'Watchers of one auction' : audienceKindLabels.watchlist;
    default:
      return audienceKindLabels[audience.kind];
  }
}
