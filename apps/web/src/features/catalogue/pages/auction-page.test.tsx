import type { User } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildLot, page } from '../../../../test/catalogue-factories';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { pictureSizes } from '../../../components/catalogue/picture-sizes';
import { formatSaleTime } from '../../../lib/format';
import { http } from '../../../lib/http/client';
import { AuctionPage } from './auction-page';

afterEach(() => vi.restoreAllMocks());

const picture = (name: string) => ({
  thumb: `/media/lots/${name}-320.webp`,
  medium: `/media/lots/${name}-800.webp`,
  large: `/media/lots/${name}-1600.webp`,
});
const auction = buildAuction({
  title: 'Cole Harbour Farmhouse Estate',
  image: picture('cover').medium,
  image_variants: picture('cover'),
});
const lots = ['10', '2', '12A', '1', '12'].map((lotNumber, i) =>
  buildLot({
    lotNumber,
    title: `Item ${lotNumber}`,
    auction_id: auction.id,
    sale_order: i,
    images: [{ ...picture(`lot${i}`), width: 1200, height: 900 }],
  }),
);

function renderAuction(
  path = `/auctions/${auction.id}-cole-harbour-farmhouse-estate`,
  user: User | null = buildUser(),
  registrationAnswer: Record<string, unknown> = {},
) {
  const get = stubGet({
    [`/api/auctions/${auction.id}`]: auction,
    [`/api/auctions/${auction.id}/lots`]: page(lots, 60),
    ...registrationAnswer,
  });
  const view = renderRoutes(
    [
      { path: '/auctions/:auctionId', element: <AuctionPage /> },
      { path: '/login', element: <h1>Sign in page</h1> },
    ],
    { path, user },
  );
  return { ...view, get };
}

const registration = {
  id: '30000000-0000-4000-8000-000000000001',
  auction_id: auction.id,
  user_id: '30000000-0000-4000-8000-000000000002',
  kind: 'online',
  paddle_number: 7012,
  status: 'approved',
  bidding_limit_cents: null,
  terms_accepted_at: '2026-11-22T12:00:00.000Z',
};

const lotOrder = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => within(item).queryByText(/^Lot \d+[A-Z]?$/)?.textContent)
    .filter(Boolean);

describe('AuctionPage', () => {
  it('shows the details, terms and pickup, and the lots in natural lot-number order', async () => {
    renderAuction();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cole Harbour Farmhouse Estate' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms of sale' })).toBeInTheDocument();
    expect(screen.getByText('Pickup at 12 Wright Avenue, Dartmouth.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Lot 12A: Item 12A' });
    expect(lotOrder()).toEqual(['Lot 1', 'Lot 2', 'Lot 10', 'Lot 12', 'Lot 12A']);
  });

  it('shows the description from its Markdown as the server rendered it, without the stars', async () => {
    const described = {
      ...auction,
      description: 'A **40-year** collection.\n\n- Ship’s bells\n- Sextants',
      description_html:
        '<p>A <strong>40-year</strong> collection.</p>\n<ul>\n<li>Ship’s bells</li>\n<li>Sextants</li>\n</ul>',
    };
    stubGet({
      [`/api/auctions/${auction.id}`]: described,
      [`/api/auctions/${auction.id}/lots`]: page(lots, 60),
    });
    renderRoutes([{ path: '/auctions/:auctionId', element: <AuctionPage /> }], {
      path: `/auctions/${auction.id}-cole-harbour-farmhouse-estate`,
    });
    const about = (await screen.findByRole('heading', { name: 'About this auction' })).closest('section');
    if (!about) throw new Error('no section about the auction');
    expect(within(about).getByText('40-year', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ship’s bells', 'Sextants']);
    expect(about).not.toHaveTextContent('**');
  });

  it('lists the lots ending soonest unless told, and shows only the closed ones on request', async () => {
    const user = userEvent.setup();
    const { get, router } = renderAuction();
    await screen.findByRole('link', { name: 'Lot 1: Item 1' });
    expect(screen.getByLabelText('Sort lots by')).toHaveValue('ending_soonest');
    expect(get).toHaveBeenLastCalledWith(`/api/auctions/${auction.id}/lots`, {
      params: { sort: 'ending_soonest', page: 1, per_page: 60 },
    });
    await user.selectOptions(screen.getByLabelText('Show'), 'closed');
    expect(router.state.location.search).toBe('?state=closed');
    expect(get).toHaveBeenLastCalledWith(`/api/auctions/${auction.id}/lots`, {
      params: { sort: 'ending_soonest', state: 'closed', page: 1, per_page: 60 },
    });
  });

  it("says when a staggered sale's lots begin closing and when the last one closes", async () => {
    renderAuction();
    await screen.findByRole('heading', { level: 1, name: 'Cole Harbour Farmhouse Estate' });
    const facts = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Begins closing')).toContain(formatSaleTime(auction.endDate));
    expect(facts('Last lot closes')).toContain(formatSaleTime(auction.lastLotEndDate));
    expect(screen.queryByText('Ends', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(Begins closing in |Lots closing now)/);
  });

  it('sorts the lots by price through the URL and the API', async () => {
    const user = userEvent.setup();
    const { get, router } = renderAuction();
    await screen.findByRole('link', { name: 'Lot 1: Item 1' });
    await user.selectOptions(screen.getByLabelText('Sort lots by'), 'price_high');
    expect(router.state.location.search).toBe('?sort=price_high');
    expect(get).toHaveBeenLastCalledWith(`/api/auctions/${auction.id}/lots`, {
      params: { sort: 'price_high', page: 1, per_page: 60 },
    });
  });

  it('each lot card has its own countdown, bid count and price', async () => {
    renderAuction();
    const link = await screen.findByRole('link', { name: 'Lot 2: Item 2' });
    const card = link.closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('timer')).toBeInTheDocument();
    expect(within(card).getByText('0 bids')).toBeInTheDocument();
    expect(within(card).getByText('$50.00')).toBeInTheDocument();
  });

  it('sends a guest to sign in and back to the auction', async () => {
    const user = userEvent.setup();
    const { router } = renderAuction(`/auctions/${auction.id}`, null);
    await user.click(await screen.findByRole('link', { name: 'Register to bid' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/auctions/${auction.id}`);
  });

  it('registers a signed-in bidder once the terms are accepted and shows the paddle', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: registration });
    renderAuction();
    const button = await screen.findByRole('button', { name: 'Register to bid' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms of this auction/ }));
    await user.click(button);
    expect(await screen.findByText("You're registered. Your paddle number is 7012.")).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/auctions/${auction.id}/register`, { accept_terms: true });
  });

  it('shows a registered bidder their paddle instead of the button', async () => {
    renderAuction(undefined, buildUser(), {
      [`/api/auctions/${auction.id}/registration`]: {
        ...registration,
        status: 'pending',
        paddle_number: 7003,
      },
    });
    expect(await screen.findByText(/You're registered with paddle 7003/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register to bid' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown auction or a malformed id', async () => {
    renderAuction('/auctions/99999999-0000-4000-8000-000000000000-gone');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('loads the cover first, in the size the page shows it, and the lot pictures as they scroll near', async () => {
    renderAuction();
    await screen.findByRole('link', { name: /Item 10/ });
    const cover = screen.getByRole('heading', { level: 1 }).closest('div.grid')?.querySelector('img');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).not.toHaveAttribute('loading');
    expect(cover).toHaveAttribute('sizes', pictureSizes.auctionCover);
    expect(cover).toHaveAttribute(
      'srcset',
      '/media/lots/cover-320.webp 320w, /media/lots/cover-800.webp 800w, /media/lots/cover-1600.webp 1600w',
    );
    const lotPictures = screen.getAllByRole('article').map((card) => card.querySelector('img'));
    expect(lotPictures).toHaveLength(5);
    for (const img of lotPictures) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
      expect(img).toHaveAttribute('sizes', pictureSizes.lotCard);
      expect(img).toHaveAttribute(
        'srcset',
        expect.stringMatching(/-320\.webp 320w, .*-800\.webp 800w, .*-1600\.webp 1200w$/),
      );
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
    }
  });
});
