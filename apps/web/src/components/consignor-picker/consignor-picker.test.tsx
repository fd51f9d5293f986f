import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildConsignorDetail,
  buildConsignorListItem,
} from '../../../test/admin-consignors/consignor-factories';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { ConsignorPicker } from './consignor-picker';

afterEach(() => vi.restoreAllMocks());

const ellis = buildConsignorListItem();
const boudreau = buildConsignorListItem({
  id: '5e1c2b1e-7d0a-4c55-9a51-3f3d3c1b2a09',
  number: 1031,
  name: 'Paul Boudreau',
  company: 'Boudreau Restaurant Supply',
});

function Harness({ onPick }: { onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ConsignorPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
    />
  );
}

describe('ConsignorPicker', () => {
  it('searches as staff type and picks with the arrow keys and Enter', async () => {
    const asked: Record<string, unknown>[] = [];
    stubGet({
      '/api/admin/consignors': (params: Record<string, unknown>) => {
        asked.push(params);
        return { data: [ellis, boudreau], meta: { total: 2, page: 1, per_page: 10 } };
      },
      [`/api/admin/consignors/${boudreau.id}`]: buildConsignorDetail({ ...boudreau, id: boudreau.id }),
    });
    const onPick = vi.fn();
    renderRoutes([{ path: '/', element: <Harness onPick={onPick} /> }], {
      path: '/',
      user: buildUser({ roles: ['Staff'] }),
    });
    const box = screen.getByRole('combobox', { name: 'Consignor' });
    await userEvent.type(box, 'C-10');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'C-10', per_page: 10 }));
    expect(
      await screen.findByRole('option', { name: 'C-1031 Paul Boudreau (Boudreau Restaurant Supply)' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith(boudreau.id);
    expect(await screen.findByText('C-1031 Paul Boudreau (Boudreau Restaurant Supply)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change consignor' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Consignor' })).toBeInTheDocument();
  });
});
