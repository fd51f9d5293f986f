import type { StaffLot } from '@auction/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLot } from '../../../../test/catalogue-factories';
import { http } from '../../../lib/http/client';
import { LotImagesPanel } from './lot-images-panel';

afterEach(() => vi.restoreAllMocks());

const image = (name: string) => ({
  thumb: `/media/lots/${name}-320.webp`,
  medium: `/media/lots/${name}-800.webp`,
  large: `/media/lots/${name}-1600.webp`,
  width: 1600,
  height: 1200,
});
const ids = ['40000000-0000-4000-8000-000000000001', '40000000-0000-4000-8000-000000000002'];
const lot: StaffLot = {
  ...buildLot({ lotNumber: '7', title: 'Brass Ship Lantern', images: [image('a'), image('b')] }),
  reserve_cents: null,
  consignor_id: null,
  image_ids: ids,
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LotImagesPanel auctionId={lot.auction_id} lot={lot} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const png = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('LotImagesPanel', () => {
  it('uploads the chosen pictures one after another and refuses files it cannot take', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent: string[] = [];
    let inFlight = 0;
    vi.spyOn(http, 'post').mockImplementation(async (_url, body) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      sent.push(((body as FormData).get('file') as File).name);
      await Promise.resolve();
      inFlight -= 1;
      return { data: lot };
    });
    renderPanel();
    await user.upload(screen.getByLabelText('Add pictures'), [
      png('front.png'),
      new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' }),
      png('huge.png', 15 * 1024 * 1024 + 1),
      png('back.png'),
    ]);
    expect(await screen.findByText('invoice.pdf is not a JPEG, PNG or WebP picture.')).toBeInTheDocument();
    expect(screen.getByText('huge.png is larger than 15 MB.')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toEqual(['front.png', 'back.png']));
    expect(http.post).toHaveBeenCalledWith(
      `/api/admin/lots/${lot.id}/images`,
      expect.any(FormData),
      expect.anything(),
    );
  });

  it('makes a picture the cover, moves it and deletes it by its id', async () => {
    const user = userEvent.setup();
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: lot });
    const remove = vi.spyOn(http, 'delete').mockResolvedValue({ data: lot });
    renderPanel();
    expect(screen.getByRole('img', { name: 'Lot 7, 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make picture 1 the cover' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Make picture 2 the cover' }));
    expect(put).toHaveBeenCalledWith(`/api/admin/lots/${lot.id}/images/order`, {
      image_ids: [ids[1], ids[0]],
    });
    await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    expect(remove).toHaveBeenCalledWith(`/api/admin/lots/${lot.id}/images/${ids[0]}`);
  });
});
