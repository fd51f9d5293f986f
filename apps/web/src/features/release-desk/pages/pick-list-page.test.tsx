import type { PickListEntry } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { PickListPage } from './pick-list-page';

afterEach(() => vi.restoreAllMocks());

const entry: PickListEntry = {
  invoice_id: '0b9a4c0e-5a43-4c4f-8b8e-2f4b7c1d9a01',
  number: '2026-000123',
  slot_start: '2026-11-27T14:30:00.000Z',
  buyer_name: 'Margaret Boutilier',
  paddle_number: 7012,
  balance_cents: 0,
  lots: [
    { lot_number: '31', title: 'Blue Willow platter', location: 'A-9-2', released: false },
    { lot_number: '14', title: 'Pine blanket box', location: 'B-02-1', released: false },
    { lot_number: '40', title: 'Box of linens', location: null, released: false },
  ],
};

describe('the pick list', () => {
  it('shows each lot with its shelf, in the order the server gives', async () => {
    stubGet({ '/api/admin/pick-list': () => [entry] });
    renderRoutes([{ path: '/admin/release-desk/pick-list', element: <PickListPage /> }], {
      path: '/admin/release-desk/pick-list?date=2026-11-27',
      user: buildUser({ roles: ['Staff'] }),
    });
    const row = await screen.findByRole('row', { name: /Margaret Boutilier/ });
    const items = within(row)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).toEqual([
      '☐ A-9-2 Lot 31: Blue Willow platter',
      '☐ B-02-1 Lot 14: Pine blanket box',
      '☐ Lot 40: Box of linens',
    ]);
  });
});
