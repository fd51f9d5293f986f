import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { ShareButton } from '../../../components/ui/share-button';
import { http } from '../../../lib/http/client';
import { notify } from '../../../lib/notify';
import { PickupCalendarButton } from './calendar-links';
import { LotMatchesHint } from './lot-matches-hint';
import { RemindMeButton } from './remind-me-button';

afterEach(() => vi.restoreAllMocks());

const auctionId = '30000000-0000-4000-8000-000000000009';

describe('RemindMeButton', () => {
  it('turns the reminder on and off for a signed-in bidder', async () => {
    stubGet({ [`/api/auctions/${auctionId}/reminder`]: { reminded: false } });
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: { reminded: true } } as never);
    const del = vi.spyOn(http, 'delete').mockResolvedValue({ data: { reminded: false } } as never);
    renderRoutes(
      [
        {
          path: '/',
          element: <RemindMeButton auction={{ id: auctionId, status: 'scheduled', title: 'Fall Sale' }} />,
        },
      ],
      { user: buildUser() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remind me when it opens' }));
    expect(put).toHaveBeenCalledWith(`/api/auctions/${auctionId}/reminder`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reminder on: turn off' }));
    expect(del).toHaveBeenCalledWith(`/api/auctions/${auctionId}/reminder`);
    await screen.findByRole('button', { name: 'Remind me when it opens' });
  });

  it('asks a guest to sign in, and is not offered once the sale is open', () => {
    const { unmount } = renderRoutes([
      {
        path: '/',
        element: <RemindMeButton auction={{ id: auctionId, status: 'scheduled', title: 'Fall Sale' }} />,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in to be reminded' })).toBeInTheDocument();
    unmount();
    renderRoutes([
      {
        path: '/',
        element: <RemindMeButton auction={{ id: auctionId, status: 'open', title: 'Fall Sale' }} />,
      },
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ShareButton', () => {
  it('uses the share sheet when there is one, else copies the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoutes([{ path: '/', element: <ShareButton title="Lot 7: Rocker" path="/lots/abc-rocker" /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Lot 7: Rocker',
      url: `${window.location.origin}/lots/abc-rocker`,
    });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = vi.fn().mockResolvedValue(undefined);
    const success = vi.spyOn(notify, 'success');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/lots/abc-rocker`);
    expect(success).toHaveBeenCalledWith('Link copied');
  });
});

describe('LotMatchesHint', () => {
  it('points to the lots that match instead of an empty list', async () => {
    stubGet({ '/api/search/lots': { data: [], meta: { total: 1, page: 1, per_page: 1 } } });
    renderRoutes([
      { path: '/', element: <LotMatchesHint q="Husqvarna">No auctions match your search</LotMatchesHint> },
    ]);
    expect(await screen.findByRole('link', { name: '1 lot matches “Husqvarna”: see lots' })).toHaveAttribute(
      'href',
      '/search?q=Husqvarna',
    );
    expect(screen.queryByText('No auctions match your search')).toBeNull();
  });

  it('keeps the empty answer when no lot matches either', async () => {
    stubGet({ '/api/search/lots': { data: [], meta: { total: 0, page: 1, per_page: 1 } } });
    renderRoutes([
      { path: '/', element: <LotMatchesHint q="zeppelin">No auctions match your search</LotMatchesHint> },
    ]);
    expect(await screen.findByText('No auctions match your search')).toBeInTheDocument();
  });
});

describe('PickupCalendarButton', () => {
  it('downloads the booked pickup signed in, under the invoice number', async () => {
    const invoiceId = '50000000-0000-4000-8000-000000000001';
    const get = vi
      .spyOn(http, 'get')
      .mockResolvedValue({ data: new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' }) } as never);
    const createObjectURL = vi.fn(() => 'blob:pickup');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoutes([
      { path: '/', element: <PickupCalendarButton invoiceId={invoiceId} number="2026-000123" /> },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add pickup to calendar' }));
    expect(get).toHaveBeenCalledWith(`/api/invoices/${invoiceId}/pickup.ics`, { responseType: 'blob' });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pickup-2026-000123.ics');
  });
});
