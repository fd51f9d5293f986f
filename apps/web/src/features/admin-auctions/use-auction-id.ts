import { leadingUuid } from '@auction/domain';
import { useParams } from 'react-router';

/** The auction's UUID from `:auctionId` ({uuid} or {uuid}-{slug}), or null when it is not one. */
export function useAuctionId(): string | null {
  const { auctionId } = useParams();
  return leadingUuid(auctionId ?? '');
}
