import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStatementItem } from '../../../../test/admin-statements/statement-factories';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import * as files from '../../../lib/save-file';
import { StatementTable } from './statement-table';

afterEach(() => vi.restoreAllMocks());

const closed = buildAuction({ status: 'closed', title: 'Cole Harbour Estate' });
const kelly = buildStatementItem();
const boyd = buildStatementItem({
  consignor: { id: '33333333-3333-4333-8333-333333333333', number: 7, name: 'Aidan Boyd', company: '' },
  status: 'final',
});

describe('printing the selected consignor statements', () => {
  it('asks for one PDF of the chosen statements, in the list’s order, and saves it', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: pdf });
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    stubGet({
      '/api/admin/consignor-statements': () => ({
        data: [kelly, boyd],
        meta: { total: 2, page: 1, per_page: 20 },
      }),
      '/api/admin/auctions': (params: Record<string, unknown>) => ({
        data: params.status === 'closed' ? [closed] : [],
        meta: { total: 1, page: 1, per_page: 100 },
      }),
    });
    renderRoutes([{ path: '/admin/consignor-statements', element: <StatementTable /> }], {
      path: '/admin/consignor-statements',
      user: buildUser({ roles: ['Staff'] }),
    });
    // The list settles once the auction filter has its sales.
    await screen.findByRole('option', { name: 'Cole Harbour Estate' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all statements on this page' }));
    await user.click(screen.getByRole('button', { name: 'Print selected' }));

    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'consignor-statements-2.pdf'));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/consignor-statements/batch.pdf',
      { statement_ids: [kelly.id, boyd.id] },
      { responseType: 'blob', headers: { Accept: 'application/pdf' } },
    );
  });
});
