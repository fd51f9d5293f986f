import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot } from '../../test/catalogue-factories';
import { stubGet } from '../../test/stub-get';
import { queryClient } from '../lib/query-client';
import { prefetchAuction, prefetchLot } from './route-prefetch';

const args = (params: Record<string, string>) =>
  ({ params, request: new Request('http://localhost/'), context: {} }) as LoaderFunctionArgs;

afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

describe('route prefetching (issue 9)', () => {
  it('a lot route starts the lot and its bid history at once, then its auction, before the page renders', async () => {
    const auction = buildAuction();
    const lot = buildLot({ auction_id: auction.id });
    const get = stubGet({
      [`/api/lots/${lot.id}`]: lot,
      [`/api/lots/${lot.id}/bids`]: { data: [] },
      [`/api/auctions/${auction.id}`]: auction,
    });
    expect(prefetchLot(args({ lotId: `${lot.id}-ships-bell` }))).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['public', 'auction', auction.id])).toEqual(auction),
    );
    expect(queryClient.getQueryData(['public', 'lot', lot.id])).toEqual(lot);
    expect(queryClient.getQueryData(['public', 'lot', lot.id, 'bids'])).toEqual([]);
    expect(get.mock.calls.map(([url]) => url)).toEqual([
      `/api/lots/${lot.id}/bids`,
      `/api/lots/${lot.id}`,
      `/api/auctions/${auction.id}`,
    ]);
  });

  it('an auction route starts the auction', async () => {
    const auction = buildAuction();
    stubGet({ [`/api/auctions/${auction.id}`]: auction });
    expect(prefetchAuction(args({ auctionId: auction.id }))).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['public', 'auction', auction.id])).toEqual(auction),
    );
  });

  it('asks for nothing when the address holds no id', async () => {
    const get = stubGet({});
    prefetchLot(args({ lotId: 'not-a-lot' }));
    prefetchAuction(args({ auctionId: 'past' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(get).not.toHaveBeenCalled();
  });
});
