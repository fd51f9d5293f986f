import type { InventoryItemDetail } from '@auction/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { InventoryIntakePage } from './intake-page';

afterEach(() => vi.restoreAllMocks());

const consignor = {
  id: '0b8a7d1e-4c5f-4a2b-9c1d-2e3f4a5b6c7d',
  number: 1024,
  name: 'Margaret Ellis',
  company: '',
};
const clocks = { id: '11111111-1111-4111-8111-111111111111', name: 'Clocks', slug: 'clocks', image: null };

function savedItem(sku: string, title: string): InventoryItemDetail {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    sku,
    lot_number: null,
    title,
    status: 'in_stock',
    quantity: 1,
    consignor,
    location: { id: '33333333-3333-4333-8333-333333333333', code: 'A-03-2' },
    thumb_url: null,
    brand: '',
    category: 'Clocks',
    estimate_low_cents: null,
    estimate_high_cents: null,
    starting_bid_cents: null,
    buy_now_price_cents: null,
    created_at: '2026-11-25T12:00:00.000Z',
    description: '',
    condition: '',
    category_id: clocks.id,
    reserve_cents: null,
    commission_rate_bp: null,
    updated_at: '2026-11-25T12:00:00.000Z',
    pictures: [],
    history: [],
    manual_statuses: ['buy_now', 'returned'],
  };
}

function renderIntake() {
  stubGet({
    '/api/categories': { data: [clocks] },
    '/api/admin/consignors': { data: [consignor], meta: { total: 1, page: 1, per_page: 10 } },
  });
  return renderRoutes([{ path: '/admin/inventory/new', element: <InventoryIntakePage /> }], {
    path: '/admin/inventory/new',
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('fast intake', () => {
  it('saves with Enter, announces the SKU and keeps consignor, location and category for the next item', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: savedItem('HA-000124', 'Mantel clock') });
    renderIntake();
    await screen.findByRole('option', { name: 'Clocks' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Mantel clock');
    await user.tab();
    await user.type(screen.getByLabelText('Consignor'), 'C-1024 Margaret Ellis');
    // The clerk goes on once the suggestion list names the consignor typed.
    await screen.findByRole('option', { name: 'C-1024 Margaret Ellis' });
    await user.tab();
    await user.type(screen.getByLabelText(/Location code/), 'a-03-2{Enter}');
    expect(screen.getByLabelText('Category')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Category'), 'Clocks');
    await user.type(screen.getByLabelText(/Brand/), 'Seth Thomas');
    await user.type(screen.getByLabelText(/Starting bid/), '20{Enter}');

    expect(await screen.findByText(/Saved HA-000124\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open HA-000124' })).toHaveAttribute(
      'href',
      '/admin/inventory/22222222-2222-4222-8222-222222222222',
    );
    expect(post).toHaveBeenCalledWith(
      '/api/admin/inventory',
      expect.objectContaining({
        title: 'Mantel clock',
        consignor_id: consignor.id,
        location_code: 'A-03-2',
        category_id: clocks.id,
        brand: 'Seth Thomas',
        starting_bid_cents: 2_000,
      }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText(/Brand/)).toHaveValue('');
    expect(screen.getByLabelText(/Starting bid/)).toHaveValue('');
    expect(screen.getByLabelText('Consignor')).toHaveValue('C-1024 Margaret Ellis');
    expect(screen.getByLabelText(/Location code/)).toHaveValue('A-03-2');
    expect(screen.getByLabelText('Category')).toHaveValue(clocks.id);
  }, 20_000);

  it('puts the server’s refusal on the field and focuses it', async () => {
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { location_code: ['No location has the code A-03-9.'] },
      }),
    );
    renderIntake();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Pine chest');
    await user.type(screen.getByLabelText(/Location code/), 'A-03-9');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('No location has the code A-03-9.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Location code/)).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Pine chest');
  });
});
