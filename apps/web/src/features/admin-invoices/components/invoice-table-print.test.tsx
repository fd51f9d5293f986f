import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInvoiceSummary } from '../../../../test/admin-invoices/invoice-factories';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import * as files from '../../../lib/save-file';
import { InvoiceTable } from './invoice-table';

afterEach(() => vi.restoreAllMocks());

const closed = buildAuction({ status: 'closed', title: 'Cole Harbour Estate' });
const issued = buildInvoiceSummary({ number: '2026-000007', buyer_name: 'Mary Kelly', paddle_number: 7001 });
const draft = buildInvoiceSummary({
  number: null,
  status: 'draft',
  display_status: 'draft',
  buyer_name: 'Aidan Boyd',
});
const voided = buildInvoiceSummary({
  number: '2026-000002',
  status: 'void',
  display_status: 'void',
  buyer_name: 'Ruth Dunn',
});

function renderTable() {
  stubGet({
    '/api/admin/invoices': () => ({
      data: [issued, draft, voided],
      meta: { total: 3, page: 1, per_page: 20 },
      totals: {
        count: 2,
        total_cents: 0,
        paid_cents: 0,
        balance_cents: 0,
        drafts: { count: 1, total_cents: 0 },
      },
    }),
    '/api/admin/auctions': (params: Record<string, unknown>) => ({
      data: params.status === 'closed' ? [closed] : [],
      meta: { total: 1, page: 1, per_page: 100 },
    }),
  });
  renderRoutes([{ path: '/admin/invoices', element: <InvoiceTable /> }], {
    path: '/admin/invoices',
    user: buildUser({ roles: ['Staff'] }),
  });
}

describe('printing the selected invoices', () => {
  it('asks for one PDF of the chosen invoices, drafts and void ones too, and saves it', async () => {
    const user = userEvent.setup();
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: pdf });
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    renderTable();
    // The list settles once the auction filter has its sales.
    await screen.findByRole('option', { name: 'Cole Harbour Estate' });
    await user.click(await screen.findByRole('checkbox', { name: /Select 2026-000007 for Mary Kelly/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select draft for Aidan Boyd/ }));
    await user.click(screen.getByRole('checkbox', { name: /Select 2026-000002 for Ruth Dunn/ }));
    await user.click(screen.getByRole('button', { name: 'Print selected' }));

    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'invoices-3.pdf'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/admin/invoices/batch.pdf',
      { invoice_ids: [issued.id, draft.id, voided.id] },
      { responseType: 'blob', headers: { Accept: 'application/pdf' } },
    );
  });

  it('shows no print button until an invoice is chosen', async () => {
    renderTable();
    await screen.findByRole('checkbox', { name: /Select 2026-000007/ });
    expect(screen.queryByRole('button', { name: 'Print selected' })).not.toBeInTheDocument();
  });
});
