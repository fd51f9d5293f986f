import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildAuction, page } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminAuctionsPage } from './admin-auctions-page';

afterEach(() => vi.restoreAllMocks());

const draft = buildAuction({ status: 'draft', title: 'Timberlea Estate Auction', totalLots: 0 });
const open = buildAuction({ status: 'open', title: 'Dartmouth Estate Sale', totalLots: 60 });

function renderList(path = '/admin/auctions') {
  const asked: Record<string, unknown>[] = [];
  stubGet({
    '/api/admin/auctions': (params: Record<string, unknown>) => {
      asked.push(params);
      return page(params.status === 'draft' ? [draft] : [draft, open]);
    },
  });
  const view = renderRoutes(
    [
      { path: '/admin/auctions', element: <AdminAuctionsPage /> },
      { path: '/admin/auctions/:auctionId/edit', element: <h1>Edit page</h1> },
    ],
    { path, user: buildUser({ roles: ['Staff'] }) },
  );
  return { ...view, asked };
}

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  const row = link.closest('tr');
  if (!row) throw new Error('no row');
  return within(row);
};

describe('AdminAuctionsPage', () => {
  it('lists every auction with its status, lots and the actions that fit it', async () => {
    renderList();
    const draftRow = await rowOf('Timberlea Estate Auction');
    expect(draftRow.getByText('Draft')).toBeInTheDocument();
    expect(draftRow.getByRole('button', { name: 'Publish Timberlea Estate Auction' })).toBeInTheDocument();
    expect(draftRow.getByRole('button', { name: 'Delete Timberlea Estate Auction' })).toBeInTheDocument();
    const openRow = await rowOf('Dartmouth Estate Sale');
    expect(openRow.getByText('60')).toBeInTheDocument();
    expect(openRow.getByRole('link', { name: 'Dashboard of Dartmouth Estate Sale' })).toHaveAttribute(
      'href',
      `/admin/auctions/${open.id}/dashboard`,
    );
    expect(openRow.getByRole('link', { name: 'Lots of Dartmouth Estate Sale' })).toHaveAttribute(
      'href',
      `/admin/auctions/${open.id}/lots`,
    );
    expect(openRow.queryByRole('button', { name: /Publish|Delete/ })).not.toBeInTheDocument();
  });

  it('keeps the status filter and search in the URL and asks the API with them', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderList('/admin/auctions?q=estate');
    expect(await screen.findByLabelText('Search auctions')).toHaveValue('estate');
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=estate&status=draft'));
    await vi.waitFor(() =>
      expect(asked.at(-1)).toEqual({
        q: 'estate',
        status: 'draft',
        page: 1,
        per_page: 20,
        sort: 'created_at',
        order: 'desc',
      }),
    );
  });

  it('sorts by a column when its heading is pressed, and turns the order round when pressed again', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderList();
    const heading = await screen.findByRole('columnheader', { name: 'Auction' });
    expect(heading).toHaveAttribute('aria-sort', 'none');
    await user.click(within(heading).getByRole('button', { name: 'Auction' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?sort=title&order=asc'));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'title', order: 'asc', page: 1 }));
    expect(await screen.findByRole('columnheader', { name: 'Auction' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: 'Auction' }));
    await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: 'title', order: 'desc' }));
  });

  it("shows the server's reason in the dialog when a draft cannot be published", async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: { lots: ['Add at least one lot before publishing.'] },
      }),
    );
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Publish Timberlea Estate Auction' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish Timberlea Estate Auction?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Add at least one lot before publishing.',
    );
    expect(post).toHaveBeenCalledWith(`/api/admin/auctions/${draft.id}/publish`, undefined, { silent: true });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clones an auction and opens the copy', async () => {
    const user = userEvent.setup();
    const copy = buildAuction({ status: 'draft', title: 'Copy of Dartmouth Estate Sale' });
    vi.spyOn(http, 'post').mockResolvedValue({ data: copy });
    const { router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Clone Dartmouth Estate Sale' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/auctions/${copy.id}/edit`));
  });

  it('deletes a draft only after confirming', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: { message: 'The draft is deleted.' } });
    renderList();
    const opener = await screen.findByRole('button', { name: 'Delete Timberlea Estate Auction' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete draft' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete Timberlea Estate Auction' }));
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    expect(remove).toHaveBeenCalledWith(`/api/admin/auctions/${draft.id}`);
  });
});
