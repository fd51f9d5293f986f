import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildStatementItem, consignorId } from '../../../../test/admin-statements/statement-factories';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import * as files from '../../../lib/save-file';
import { StatementsPage } from './statements-page';

afterEach(() => vi.restoreAllMocks());

const closed = buildAuction({ status: 'closed', title: 'Cole Harbour Estate' });
const draft = buildStatementItem({ buyers_paid: false });
const paid = buildStatementItem({
  consignor: {
    id: '33333333-3333-4333-8333-333333333333',
    number: 7,
    name: 'Aidan Boyd',
    company: 'Boyd Antiques',
  },
  status: 'paid',
  paid_cents: 39_740,
});

function renderList(path = '/admin/consignor-statements') {
  const asked: Record<string, unknown>[] = [];
  const get = stubGet({
    '/api/admin/consignor-statements': (params: Record<string, unknown>) => {
      asked.push(params);
      const data = params.status === 'paid' ? [paid] : [draft, paid];
      return { data, meta: { total: data.length, page: 1, per_page: 20 } };
    },
    '/api/admin/auctions': (params: Record<string, unknown>) => ({
      data: params.status === 'closed' ? [closed] : [],
      meta: { total: 1, page: 1, per_page: 100 },
    }),
    '/api/admin/consignor-payouts.csv': 'date,amount\n',
  });
  const view = renderRoutes(
    [
      { path: '/admin/consignor-statements', element: <StatementsPage /> },
      { path: '/admin/consignor-statements/:consignorId/:auctionId', element: <h1>Statement page</h1> },
    ],
    { path, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, asked, get };
}

describe('StatementsPage', () => {
  it('lists the statements in dollars with their status and whether the buyers paid', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    const link = await screen.findByRole('link', { name: /C-1024 Mary Kelly/ });
    const row = within(link.closest('tr') as HTMLElement);
    expect(row.getByText('C-1024 Mary Kelly')).toHaveAttribute('title', 'C-1024 Mary Kelly');
    expect(row.getByText('Cole Harbour Estate')).toBeInTheDocument();
    expect(row.getByText('$500.00')).toBeInTheDocument();
    expect(row.getByText('$397.40')).toBeInTheDocument();
    expect(row.getByText('Draft')).toBeInTheDocument();
    expect(row.getByText('Waiting')).toBeInTheDocument();
    const other = within(screen.getByRole('link', { name: /C-7 Aidan Boyd/ }).closest('tr') as HTMLElement);
    expect(other.getByText('Paid', { selector: 'span' })).toBeInTheDocument();
    expect(other.getByText('All paid')).toBeInTheDocument();
    await user.click(link);
    expect(router.state.location.pathname).toBe(
      `/admin/consignor-statements/${consignorId}/${draft.sale_key}`,
    );
  }, 20_000);

  it('asks the server again with each filter and keeps them in the address', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderList();
    await screen.findByRole('link', { name: /Mary Kelly/ });
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await user.selectOptions(screen.getByLabelText('Kind'), 'auction');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toEqual({
        status: 'paid',
        kind: 'auction',
        page: 1,
        per_page: 20,
        sort: 'sale_date',
        order: 'desc',
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Auction'), closed.id);
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ auction_id: closed.id }));
    await user.type(screen.getByLabelText('Search consignor name or number'), 'Boyd{Enter}');
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'Boyd', status: 'paid' }));
    await user.click(screen.getByRole('button', { name: /Net payout/ }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'net_payout' }));
    expect(router.state.location.search).toContain('status=paid');
    expect(screen.queryByRole('link', { name: /Mary Kelly/ })).not.toBeInTheDocument();
  }, 20_000);

  it('shows one consignor when the consignor page links here, and lets go of it', async () => {
    const user = userEvent.setup();
    const { asked } = renderList(`/admin/consignor-statements?consignor=${consignorId}`);
    await screen.findByRole('link', { name: /Mary Kelly/ });
    expect(asked.at(-1)).toMatchObject({ consignor_id: consignorId });
    expect(asked.at(-1)).not.toHaveProperty('consignor');
    await user.click(screen.getByRole('button', { name: 'Show every consignor' }));
    await vi.waitFor(() => expect(asked.at(-1)).not.toHaveProperty('consignor_id'));
  }, 20_000);

  it('makes the statements of a closed auction and says what was created, updated and kept', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { created: 2, updated: 1, kept: 1, data: [draft] } });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Make statements for an auction' }));
    const form = within(screen.getByRole('form', { name: 'Make statements for an auction' }));
    await user.click(form.getByRole('button', { name: 'Make statements' }));
    expect(await form.findByText('Choose the auction.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.selectOptions(await form.findByLabelText('Closed auction'), closed.id);
    await user.click(form.getByRole('button', { name: 'Make statements' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/consignor-statements/generate',
      { auction_id: closed.id },
      { silent: true },
    );
    expect(
      await screen.findByText(/2 statements created, 1 draft updated, 1 final or paid statement kept/),
    ).toBeInTheDocument();
    const result = within(screen.getByRole('status'));
    expect(result.getByRole('link', { name: 'C-1024 Mary Kelly' })).toHaveAttribute(
      'href',
      `/admin/consignor-statements/${consignorId}/${draft.sale_key}`,
    );
  }, 20_000);

  it('makes buy-now statements for a period, checking the days first', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(http, 'post')
      .mockResolvedValue({ data: { created: 1, updated: 0, kept: 0, data: [] } });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Make buy-now statements for a period' }));
    const form = within(screen.getByRole('form', { name: 'Make buy-now statements for a period' }));
    await user.type(form.getByLabelText('First day'), '2026-11-30');
    await user.type(form.getByLabelText('Last day'), '2026-11-01');
    await user.click(form.getByRole('button', { name: 'Make statements' }));
    expect(await form.findByText('The period must end on or after its first day.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await user.clear(form.getByLabelText('First day'));
    await user.type(form.getByLabelText('First day'), '2026-11-01');
    await user.clear(form.getByLabelText('Last day'));
    await user.type(form.getByLabelText('Last day'), '2026-11-30');
    await user.click(form.getByRole('button', { name: 'Make statements' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/consignor-statements/generate-buy-now',
      { period_start: '2026-11-01', period_end: '2026-11-30' },
      { silent: true },
    );
    expect(await screen.findByText(/1 statement created, 0 drafts updated/)).toBeInTheDocument();
  }, 20_000);

  it('downloads the payouts CSV for the days chosen', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => {});
    const { get } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Download payouts CSV' }));
    const form = within(screen.getByRole('form', { name: 'Download payouts CSV' }));
    await user.type(form.getByLabelText(/From/), '2026-11-01');
    await user.click(form.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith('date,amount\n', 'consignor-payouts-2026-11-01.csv'),
    );
    expect(get).toHaveBeenCalledWith(
      '/api/admin/consignor-payouts.csv',
      expect.objectContaining({ params: { from: '2026-11-01' }, responseType: 'blob' }),
    );
  }, 20_000);
});
