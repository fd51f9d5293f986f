import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildAuction } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { AdminAuctionEditPage, AdminAuctionNewPage } from './admin-auction-edit-page';

afterEach(() => vi.restoreAllMocks());

const staff = buildUser({ roles: ['Staff'] });
const furniture = {
  id: '20000000-0000-4000-8000-000000000001',
  name: 'Furniture',
  slug: 'furniture',
  image: null,
};
const profile = {
  id: '20000000-0000-4000-8000-000000000002',
  name: 'North American standard',
  rows: [{ from_amount: 0, increment: 1 }],
  is_default: true,
};
const draft = buildAuction({
  status: 'draft',
  title: 'Timberlea Estate Auction',
  startDate: '2026-12-01T14:00:00.000Z',
  endDate: '2026-12-08T23:00:00.000Z',
  image: '/media/auctions/cover-800.webp',
  categories: [furniture],
});

function renderPage(auction = draft, path = `/admin/auctions/${auction.id}/edit`) {
  stubGet({
    [`/api/admin/auctions/${auction.id}`]: auction,
    '/api/categories': { data: [furniture] },
    '/api/admin/increment-profiles': { data: [profile] },
    '/api/admin/auction-defaults': {
      buyer_premium: { kind: 'flat', rate_bp: 1_750 },
      increment_profile_id: profile.id,
      soft_close_window_seconds: 300,
      soft_close_extension_seconds: 90,
      stagger_seconds: 45,
    },
  });
  return renderRoutes(
    [
      { path: '/admin/auctions', element: <h1>All auctions page</h1> },
      { path: '/admin/auctions/new', element: <AdminAuctionNewPage /> },
      { path: '/admin/auctions/:auctionId/edit', element: <AdminAuctionEditPage /> },
    ],
    { path, user: staff },
  );
}

describe('the auction form', () => {
  it('saves every setting with Halifax times and keeps the cover picture', async () => {
    const user = userEvent.setup();
    const put = vi
      .spyOn(http, 'put')
      .mockResolvedValue({ data: { ...draft, title: 'Timberlea Estate Sale' } });
    renderPage();
    const title = await screen.findByLabelText('Title');
    expect(screen.getByLabelText(/^Start/)).toHaveValue('2026-12-01T10:00');
    await user.clear(title);
    await user.type(title, 'Timberlea Estate Sale');
    await user.clear(screen.getByLabelText("Buyer's premium (%)"));
    await user.type(screen.getByLabelText("Buyer's premium (%)"), '17.5');
    await user.click(screen.getByLabelText('Registration requires approval'));
    await user.click(screen.getByRole('button', { name: 'Save auction' }));
    expect(put).toHaveBeenCalledWith(
      `/api/admin/auctions/${draft.id}`,
      expect.objectContaining({
        title: 'Timberlea Estate Sale',
        start_at: '2026-12-01T10:00:00-04:00',
        end_at: '2026-12-08T19:00:00-04:00',
        buyer_premium: { kind: 'flat', rate_bp: 1750 },
        requires_approval: true,
        image: '/media/auctions/cover-800.webp',
        category_ids: [furniture.id],
        increment_profile_id: null,
      }),
    );
  });

  it('adds a category from the form and ticks it', async () => {
    const user = userEvent.setup();
    const tools = { id: '20000000-0000-4000-8000-000000000003', name: 'Tools', slug: 'tools', image: null };
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: tools });
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: draft });
    renderPage();
    await user.type(await screen.findByLabelText(/^New category/), 'Tools{Enter}');
    expect(post).toHaveBeenCalledWith('/api/admin/categories', { name: 'Tools' }, { silent: true });
    expect(await screen.findByRole('checkbox', { name: 'Tools' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Furniture' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save auction' }));
    expect(put).toHaveBeenCalledWith(
      `/api/admin/auctions/${draft.id}`,
      expect.objectContaining({ category_ids: [furniture.id, tools.id] }),
    );
  });

  it("shows the server's field errors next to their fields", async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'put').mockRejectedValue(
      responseError(422, {
        message: 'The given data was invalid.',
        errors: {
          start_at: ['The start must be a date and time, e.g. 2026-05-01T18:00:00-03:00.'],
          increment_profile_id: ['Choose an increment profile from the list.'],
        },
      }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save auction' }));
    expect(await screen.findByLabelText(/^Start/)).toHaveAccessibleDescription(
      'The start must be a date and time, e.g. 2026-05-01T18:00:00-03:00.',
    );
    expect(screen.getByLabelText('Bid increment profile')).toHaveAccessibleDescription(
      'Choose an increment profile from the list.',
    );
  });

  it('turns read-only with the message when the auction closed meanwhile', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'put').mockRejectedValue(
      responseError(409, { message: 'A closed auction can no longer be changed.', code: 'CONFLICT' }),
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save auction' }));
    expect(await screen.findByText('A closed auction can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save auction' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not after saving', async () => {
    const user = userEvent.setup();
    vi.spyOn(http, 'put').mockResolvedValue({ data: { ...draft, location: 'Halifax' } });
    renderPage();
    await user.clear(await screen.findByLabelText(/^Location/));
    await user.type(screen.getByLabelText(/^Location/), 'Halifax');
    await user.click(screen.getByRole('link', { name: 'All auctions' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Location/)).toHaveValue('Halifax');
    await user.click(screen.getByRole('button', { name: 'Save auction' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled());
    await user.click(screen.getByRole('link', { name: 'All auctions' }));
    expect(await screen.findByRole('heading', { name: 'All auctions page' })).toBeInTheDocument();
  });

  it('shows a closed auction read-only from the start', async () => {
    const closed = buildAuction({
      status: 'closed',
      title: 'Burnside Machine Shop',
      slug: 'burnside-machine-shop',
    });
    renderPage(closed);
    expect(await screen.findByText('A closed auction can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Burnside Machine Shop' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Public page' })).toHaveAttribute(
      'href',
      `/auctions/${closed.id}-burnside-machine-shop`,
    );
    expect(screen.getByLabelText('Title')).toBeDisabled();
  });

  it('starts a new auction from the defaults for new auctions', async () => {
    renderPage(draft, '/admin/auctions/new');
    expect(await screen.findByLabelText("Buyer's premium (%)")).toHaveValue('17.5');
    expect(screen.getByLabelText('Stagger (seconds)')).toHaveValue(45);
    expect(screen.getByLabelText('Soft close window (seconds)')).toHaveValue(300);
    expect(screen.getByLabelText('Extension (seconds)')).toHaveValue(90);
  });

  it('checks a new auction before sending it, then opens the draft', async () => {
    const user = userEvent.setup();
    const created = buildAuction({ status: 'draft', title: 'Bedford Basin Boatyard' });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: created });
    const { router } = renderPage(draft, '/admin/auctions/new');
    await user.type(await screen.findByLabelText('Title'), 'Be');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    expect(await screen.findByLabelText('Title')).toHaveAccessibleDescription(
      'The title must be at least 3 characters.',
    );
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Title'), 'dford Basin Boatyard');
    await user.type(screen.getByLabelText(/^Start/), '2026-07-15T18:30');
    await user.click(screen.getByRole('button', { name: 'Create auction' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/auctions',
      expect.objectContaining({
        title: 'Bedford Basin Boatyard',
        start_at: '2026-07-15T18:30:00-03:00',
        end_at: null,
      }),
    );
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/auctions/${created.id}/edit`));
  });
});
