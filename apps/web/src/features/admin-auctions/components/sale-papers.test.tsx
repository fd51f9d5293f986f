import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import * as files from '../../../lib/save-file';
import { AdminAuctionEditPage } from '../pages/admin-auction-edit-page';

afterEach(() => vi.restoreAllMocks());

const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });

function renderPage(auction: ReturnType<typeof buildAuction>) {
  const get = stubGet({
    [`/api/admin/auctions/${auction.id}`]: auction,
    '/api/categories': { data: [] },
    '/api/admin/increment-profiles': { data: [] },
    [`/api/admin/auctions/${auction.id}/catalogue.pdf`]: pdf,
    [`/api/admin/auctions/${auction.id}/auctioneer-book.pdf`]: pdf,
    [`/api/admin/auctions/${auction.id}/lot-tags.pdf`]: pdf,
  });
  renderRoutes([{ path: '/admin/auctions/:auctionId/edit', element: <AdminAuctionEditPage /> }], {
    path: `/admin/auctions/${auction.id}/edit`,
    user: buildUser({ roles: ['Staff'] }),
  });
  return get;
}

const asPdf = expect.objectContaining({ responseType: 'blob', headers: { Accept: 'application/pdf' } });

describe("the auction page's papers for the room", () => {
  it("downloads a live sale's catalogue and auctioneer's book with the staff session", async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    const sale = buildAuction({ type: 'live', slug: 'bedford-basin' });
    const get = renderPage(sale);
    const papers = within(await screen.findByRole('region', { name: 'Papers for the room' }));

    await user.click(papers.getByRole('button', { name: 'Catalogue PDF' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'catalogue-bedford-basin.pdf'));
    expect(get).toHaveBeenCalledWith(`/api/admin/auctions/${sale.id}/catalogue.pdf`, asPdf);

    await user.click(papers.getByRole('button', { name: "Auctioneer's book" }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'auctioneer-book-bedford-basin.pdf'));
    expect(get).toHaveBeenCalledWith(`/api/admin/auctions/${sale.id}/auctioneer-book.pdf`, asPdf);
  });

  it('prints lot tags on the chosen label stock, and offers no book for a timed sale', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    const sale = buildAuction({ type: 'timed' });
    const get = renderPage(sale);
    const papers = within(await screen.findByRole('region', { name: 'Papers for the room' }));
    expect(papers.queryByRole('button', { name: "Auctioneer's book" })).not.toBeInTheDocument();

    await user.click(papers.getByRole('button', { name: 'Lot tags' }));
    await user.selectOptions(papers.getByLabelText('Label stock'), 'thermal_2x1');
    await user.click(papers.getByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(pdf, 'lot-tags-thermal.pdf'));
    expect(get).toHaveBeenCalledWith(
      `/api/admin/auctions/${sale.id}/lot-tags.pdf`,
      expect.objectContaining({ responseType: 'blob', params: { format: 'thermal_2x1', start: 1 } }),
    );
  });
});
