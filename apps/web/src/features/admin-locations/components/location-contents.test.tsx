import type { LocationMovePage } from '@auction/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { LocationContents } from './location-contents';

afterEach(() => vi.restoreAllMocks());

const locationId = '6f9b1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const moves: LocationMovePage = {
  data: [
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      item: { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', sku: 'INV-0042', title: 'Pine blanket box' },
      from: null,
      to: { id: locationId, code: 'A-01-03' },
      moved_by: 'Luc Arsenault',
      // 1:15 a.m. UTC on the 29th is still the evening of the 28th in Halifax.
      moved_at: '2026-11-29T01:15:00.000Z',
    },
  ],
  meta: { total: 1, page: 1, per_page: 50 },
};

describe('LocationContents', () => {
  it("dates each move in the house's time zone, as the item history does", async () => {
    stubGet({
      [`/api/admin/locations/${locationId}/items`]: { data: [], meta: { total: 0, page: 1, per_page: 100 } },
      [`/api/admin/locations/${locationId}/moves`]: moves,
    });
    renderRoutes(
      [{ path: '/admin/inventory/locations/:id', element: <LocationContents locationId={locationId} /> }],
      {
        path: `/admin/inventory/locations/${locationId}`,
        user: buildUser({ roles: ['Staff'] }),
      },
    );
    expect(await screen.findByRole('rowheader', { name: 'Nov 28, 2026, 9:15 p.m.' })).toBeInTheDocument();
  });
});
