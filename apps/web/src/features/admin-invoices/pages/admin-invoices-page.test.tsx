import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInvoiceSummary } from '../../../../test/admin-invoices/invoice-factories';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminInvoicesPage } from './admin-invoices-page';

afterEach(() => vi.restoreAllMocks());

const closed = buildAuction({ status: 'closed', title: 'Cole Harbour Estate' });
const issued = buildInvoiceSummary({ number: '2026-000007', buyer_name: 'Mary Kelly', paddle_number: 7001 });
const overdue = buildInvoiceSummary({
  number: '2026-000003',
  buyer_name: 'Aidan Boyd',
  paddle_number: 12,
  display_status: 'overdue',
  shipping_requested: true,
  balance_cents: 5_000,
});
const totals = {
  count: 2,
  total_cents: 26_220,
  paid_cents: 8_110,
  balance_cents: 18_110,
  drafts: { count: 1, total_cents: 19_315 },
};

function renderList(path = '/admin/invoices') {
  const asked: Record<string, unknown>[] = [];
  stubGet({
    '/api/admin/invoices': (params: Record<string, unknown>) => {
      asked.push(params);
      const data = params.status === 'overdue' ? [overdue] : [issued, overdue];
      return { data, meta: { total: data.length, page: 1, per_page: 20 }, totals };
    },
    '/api/admin/auctions': (params: Record<string, unknown>) => ({
      data: params.status === 'closed' ? [closed] : [],
      meta: { total: 1, page: 1, per_page: 100 },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/admin/invoices', element: <AdminInvoicesPage /> },
      { path: '/admin/invoices/:invoiceId', element: <h1>Invoice page</h1> },
    ],
    { path, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, asked };
}

describe('AdminInvoicesPage', () => {
  it('lists the invoices with their status and the totals of the whole filter', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: '2026-000003' });
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('Aidan Boyd')).toHaveAttribute('title', 'Aidan Boyd');
    expect(row.getByText('Overdue')).toBeInTheDocument();
    expect(row.getByText('Requested')).toBeInTheDocument();
    expect(row.getByText('$50.00')).toBeInTheDocument();
    const figures = within(screen.getByRole('region', { name: 'Totals of these invoices' }));
    expect(figures.getByText('$262.20')).toBeInTheDocument();
    expect(figures.getByText('$81.10')).toBeInTheDocument();
    expect(figures.getByText('Owed').nextElementSibling).toHaveTextContent('$181.10');
    expect(figures.getByText(/1 draft for \$193\.15 not issued yet/)).toBeInTheDocument();
  });

  it('asks the server again with each filter and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderList();
    await screen.findByRole('link', { name: '2026-000007' });
    await user.selectOptions(screen.getByLabelText('Status'), 'overdue');
    await user.selectOptions(screen.getByLabelText('Shipping'), 'true');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toEqual({
        status: 'overdue',
        shipping_requested: 'true',
        page: 1,
        per_page: 20,
        sort: 'number',
        order: 'desc',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Auction'), closed.id);
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ auction_id: closed.id }));
    const search = screen.getByLabelText('Search buyer, paddle or number');
    await user.type(search, 'Boyd{Enter}');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'Boyd', status: 'overdue' }));
    expect(router.state.location.search).toContain('status=overdue');
    expect(await screen.findByRole('link', { name: '2026-000003' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '2026-000007' })).not.toBeInTheDocument();
  }, 20_000);

  it('generates the invoices of a closed auction and lists the floor paddles to resolve', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        created: 3,
        regenerated: 1,
        unchanged_issued: 0,
        problems: [
          {
            paddle_number: 214,
            lot_numbers: ['4', '9'],
            message: 'Paddle 214 bought on the floor but is not registered.',
          },
        ],
      },
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Generate invoices' }));
    const form = within(screen.getByRole('form', { name: 'Generate invoices' }));
    await user.click(form.getByRole('button', { name: 'Generate' }));
    expect(await form.findByText('Choose the auction to invoice.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.selectOptions(await form.findByLabelText('Closed auction'), closed.id);
    await user.click(form.getByRole('button', { name: 'Generate' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${closed.id}/invoices`, {}, { silent: true });
    expect(await screen.findByText(/3 invoices created, 1 draft regenerated/)).toBeInTheDocument();
    expect(screen.getByText(/Paddle 214 bought on the floor/)).toHaveTextContent('(lots 4, 9)');
    expect(screen.getByRole('link', { name: 'Register the floor buyers of this auction' })).toHaveAttribute(
      'href',
      `/admin/auctions/${closed.id}/bidder-registration`,
    );
  });

  it('asks once before e-mailing the selected invoices, then sends them in one request', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: { sent: 2 } });
    renderList();
    await screen.findByRole('option', { name: 'Cole Harbour Estate' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all invoices on this page' }));
    await user.click(await screen.findByRole('button', { name: 'E-mail 2 invoices' }));
    const asked = within(screen.getByRole('dialog', { name: 'Send 2 invoices by e-mail?' }));
    expect(asked.getByText(/Each buyer gets their invoice by e-mail/)).toBeInTheDocument();
    await user.click(asked.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'E-mail 2 invoices' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send 2 invoices by e-mail?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/admin/invoices/email', { invoice_ids: [issued.id, overdue.id] });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
