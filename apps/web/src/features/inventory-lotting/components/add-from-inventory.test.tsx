import type { LotCandidate } from '@auction/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { AddFromInventory } from './add-from-inventory';

afterEach(() => vi.restoreAllMocks());

const auctionId = '10000000-0000-4000-8000-000000000001';
const item = (n: number, title: string, starting: number | null): LotCandidate => ({
  id: `20000000-0000-4000-8000-00000000000${n}`,
  sku: `HA-00000${n}`,
  title,
  status: 'in_stock',
  quantity: 1,
  consignor: {
    id: '30000000-0000-4000-8000-000000000001',
    number: 1024,
    name: 'Margaret Ellis',
    company: '',
  },
  location: { id: '40000000-0000-4000-8000-000000000001', code: 'A-03-2' },
  thumb_url: null,
  category_name: 'Furniture',
  starting_bid_cents: starting,
  picture_count: 2,
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddFromInventory auctionId={auctionId} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('AddFromInventory', () => {
  it('adds the chosen items and lists each refusal with its SKU', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const requested: unknown[] = [];
    vi.spyOn(http, 'get').mockImplementation(async (url, config) => {
      requested.push(config?.params);
      if (String(url).endsWith('/filters')) {
        return {
          data: {
            consignors: [{ id: '30000000-0000-4000-8000-000000000001', label: 'Margaret Ellis (C-1024)' }],
            categories: [],
            locations: [],
          },
        };
      }
      return { data: [item(1, 'Oak Rocking Chair', 4_500), item(2, 'Brass Lamp', null)] };
    });
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        message: '1 lot added; 1 item could not be added.',
        added: [
          {
            item_id: item(1, '', 0).id,
            sku: 'HA-000001',
            lot_id: '50000000-0000-4000-8000-000000000001',
            lot_number: '11',
          },
        ],
        refused: [
          {
            item_id: item(2, '', 0).id,
            sku: 'HA-000002',
            reason: 'This item has no starting bid; give it one first.',
          },
        ],
      },
    });
    renderPanel();
    expect(await screen.findByText('Oak Rocking Chair')).toBeInTheDocument();
    expect(screen.getByText('None yet')).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Consignor'), 'Margaret Ellis (C-1024)');
    expect(requested).toContainEqual({ consignor_id: '30000000-0000-4000-8000-000000000001' });

    expect(screen.getByRole('button', { name: 'Add 0 items as lots' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select HA-000001 Oak Rocking Chair' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select HA-000002 Brass Lamp' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 items as lots' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${auctionId}/lots/from-inventory`, {
      item_ids: [item(1, '', 0).id, item(2, '', 0).id],
    });
    expect(
      await screen.findByText('HA-000002: This item has no starting bid; give it one first.'),
    ).toBeInTheDocument();
  });
});
