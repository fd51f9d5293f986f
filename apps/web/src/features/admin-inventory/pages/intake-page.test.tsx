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

const shelving = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Shelving',
  slug: 'shelving',
  image: null,
};

function locationNamed(code: string, archived = false) {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    code,
    description: '',
    item_count: 0,
    archived_at: archived ? '2026-10-01T12:00:00.000Z' : null,
    created_at: '2026-09-01T12:00:00.000Z',
  };
}

function renderIntake(locations: ReturnType<typeof locationNamed>[] = []) {
  stubGet({
    '/api/categories': { data: [clocks, shelving] },
    '/api/admin/consignors': { data: [consignor], meta: { total: 1, page: 1, per_page: 10 } },
    '/api/admin/locations': (params: Record<string, unknown>) => {
      const data = locations.filter((location) => location.code === params.code);
      return { data, meta: { total: data.length, page: 1, per_page: 1 } };
    },
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
        errors: { location_code: ['A-03-9 is archived; restore it before putting items there.'] },
      }),
    );
    renderIntake([locationNamed('A-03-9', true)]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Pine chest');
    await user.type(screen.getByLabelText(/Location code/), 'A-03-9');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(
      await screen.findByText('A-03-9 is archived; restore it before putting items there.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Location code/)).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Pine chest');
    // An archived bin is restored on its own page, never created a second time from here.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save and next' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: /Create location/ })).toBeNull();
  });
});

const refusedLocation = (code: string) =>
  responseError(422, {
    message: 'The given data was invalid.',
    errors: { location_code: [`There is no location ${code}.`] },
  });

/** Saves a first item with consignor, location and category, as a clerk starting a truck does. */
async function saveFirstItem(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Clocks' });
  await user.type(screen.getByLabelText('Title'), 'Mantel clock');
  await user.type(screen.getByLabelText('Consignor'), 'C-1024 Margaret Ellis');
  await user.click(await screen.findByRole('option', { name: 'C-1024 Margaret Ellis' }));
  await user.type(screen.getByLabelText(/Location code/), 'A-03-2{Enter}');
  await user.selectOptions(screen.getByLabelText('Category'), 'Clocks');
  await user.click(screen.getByRole('button', { name: 'Save and next' }));
  expect(await screen.findByText(/Saved HA-000039\./)).toBeInTheDocument();
}

describe('a bin the house does not know yet', () => {
  it('is offered to be created right there, then the item is saved into it', async () => {
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValueOnce({ data: savedItem('HA-000039', 'Mantel clock') })
      .mockRejectedValueOnce(refusedLocation('B-07-3'))
      .mockResolvedValueOnce({ data: locationNamed('B-07-3') })
      .mockResolvedValueOnce({ data: savedItem('HA-000040', 'Oak shelf') });
    renderIntake();
    const user = userEvent.setup();
    await saveFirstItem(user);

    await user.type(screen.getByLabelText('Title'), 'Oak shelf');
    const location = screen.getByLabelText(/Location code/);
    await user.clear(location);
    await user.type(location, 'b-07-3');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('There is no location B-07-3.')).toBeInTheDocument();
    // The banner of the item before no longer sits above the refusal.
    expect(screen.queryByText(/Saved HA-000039/)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Create location B-07-3' }));
    expect(post).toHaveBeenCalledWith('/api/admin/locations', { code: 'B-07-3' }, { silent: true });
    expect(await screen.findByText(/Saved HA-000040\./)).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith(
      '/api/admin/inventory',
      expect.objectContaining({ title: 'Oak shelf', location_code: 'B-07-3' }),
      expect.anything(),
    );
    expect(screen.queryByText('There is no location B-07-3.')).toBeNull();
  }, 20_000);

  it('is no longer offered once the code is changed, and a refused creation says why', async () => {
    vi.spyOn(http, 'post')
      .mockRejectedValueOnce(refusedLocation('B-07-3'))
      .mockRejectedValueOnce(
        responseError(403, { message: 'You do not have permission to perform this action.' }),
      );
    renderIntake();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Oak shelf');
    const location = screen.getByLabelText(/Location code/);
    await user.type(location, 'B-07-3');
    await user.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByRole('button', { name: 'Create location B-07-3' })).toBeInTheDocument();
    await user.type(location, '1');
    expect(screen.queryByRole('button', { name: /Create location/ })).toBeNull();
    await user.type(location, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Create location B-07-3' }));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create location/ })).toBeNull();
  });
});

describe('the last save', () => {
  it('is no longer announced once the next item is begun, or when saving it is refused', async () => {
    vi.spyOn(http, 'post').mockResolvedValue({ data: savedItem('HA-000039', 'Mantel clock') });
    renderIntake();
    const user = userEvent.setup();
    await saveFirstItem(user);
    await user.type(screen.getByLabelText('Title'), 'O');
    expect(screen.queryByText(/Saved HA-000039/)).toBeNull();

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Oak shelf{Enter}');
    expect(await screen.findByText(/Saved HA-000039/)).toBeInTheDocument();
    // Enter again on the empty next item: the form refuses it, and the banner goes with it.
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The title must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.queryByText(/Saved HA-000039/)).toBeNull();
  }, 20_000);
});

describe('kept fields', () => {
  it('are marked with the item they came from until changed, and can be cleared at once', async () => {
    vi.spyOn(http, 'post').mockResolvedValue({ data: savedItem('HA-000039', 'Mantel clock') });
    renderIntake();
    const user = userEvent.setup();
    await saveFirstItem(user);
    expect(screen.getAllByText('Kept from HA-000039')).toHaveLength(3);
    expect(screen.getByLabelText(/Location code/)).toHaveAccessibleDescription(
      "Type or scan the bin's label, such as A-03-2. Kept from HA-000039",
    );
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Kept from HA-000039');

    await user.selectOptions(screen.getByLabelText('Category'), 'Shelving');
    expect(screen.getByLabelText('Category')).not.toHaveAccessibleDescription('Kept from HA-000039');
    expect(screen.getAllByText('Kept from HA-000039')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear kept fields' }));
    expect(screen.queryByText('Kept from HA-000039')).toBeNull();
    expect(screen.getByLabelText('Consignor')).toHaveValue('');
    expect(screen.getByLabelText(/Location code/)).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear kept fields' })).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  }, 20_000);
});
