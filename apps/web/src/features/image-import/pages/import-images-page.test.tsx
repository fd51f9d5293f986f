import type { ImageImport } from '@auction/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../lib/http/client';
import { ImportImagesPage } from './import-images-page';

vi.mock('../../../lib/staff-auctions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchAdminAuctionPage: async () => ({ data: [{ id: auctionId, title: 'Cole Harbour Estate' }] }),
}));

afterEach(() => vi.restoreAllMocks());

const auctionId = vi.hoisted(() => '10000000-0000-4000-8000-000000000001');
const preview: ImageImport = {
  id: '20000000-0000-4000-8000-000000000001',
  status: 'previewed',
  target: 'auction',
  auction_id: auctionId,
  total: 1,
  processed: 0,
  counts: { matched: 1, stored: 0, unmatched: 1, duplicate: 0, refused: 0 },
  files: [
    { name: '12_1.jpg', outcome: 'pending', match: { label: 'Lot 12', position: 1 }, reason: null },
    { name: '99_1.jpg', outcome: 'unmatched', match: null, reason: 'No lot 99 in this auction.' },
  ],
  error: null,
  created_at: '2026-11-25T12:00:00.000Z',
  finished_at: null,
};
const done: ImageImport = {
  ...preview,
  status: 'done',
  processed: 1,
  counts: { ...preview.counts, stored: 1 },
  files: [
    { ...(preview.files[0] as ImageImport['files'][0]), outcome: 'stored' },
    preview.files[1] as ImageImport['files'][0],
  ],
  finished_at: '2026-11-25T12:00:05.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ImportImagesPage />
    </QueryClientProvider>,
  );
}

describe('ImportImagesPage', () => {
  it('previews every file’s match, then imports and says what was stored', { timeout: 20_000 }, async () => {
    const user = userEvent.setup({ applyAccept: false });
    let started = false;
    vi.spyOn(http, 'get').mockImplementation(async (url) => {
      if (url === '/api/admin/auctions') {
        return {
          data: {
            data: [{ id: auctionId, title: 'Cole Harbour Estate' }],
            meta: { total: 1, page: 1, per_page: 100 },
          },
        };
      }
      return { data: started ? done : preview };
    });
    const post = vi.spyOn(http, 'post').mockImplementation(async (url, body) => {
      if (url === '/api/admin/image-imports') {
        const form = body as FormData;
        expect(form.get('target')).toBe('auction');
        expect(form.get('auction_id')).toBe(auctionId);
        expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['pictures.zip']);
        return { data: preview };
      }
      started = true;
      return { data: { ...preview, status: 'queued' } };
    });
    renderPage();
    expect(screen.getByRole('button', { name: 'Preview matches' })).toBeDisabled();
    await screen.findByRole('option', { name: 'Cole Harbour Estate' });
    await user.selectOptions(screen.getByLabelText('Auction'), 'Cole Harbour Estate');
    await user.upload(screen.getByLabelText('Choose pictures or a zip'), new File(['zip'], 'pictures.zip'));
    await user.click(screen.getByRole('button', { name: 'Preview matches' }));

    expect(await screen.findByRole('heading', { name: 'Preview of the matches' })).toBeInTheDocument();
    expect(screen.getByText('Lot 12, picture 1')).toBeInTheDocument();
    expect(screen.getByText('No lot 99 in this auction.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 1 picture' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/image-imports/${preview.id}/process`);
    expect(await screen.findByText('1 stored, 1 unmatched.')).toBeInTheDocument();
  });
});
