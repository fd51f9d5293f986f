import type { Auction } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Tags } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container';
import { categoriesQuery } from '../../../lib/categories-query';
import { auctionListQuery } from '../api/catalogue-queries';
import { AuctionCard } from './auction-card';

const PER_SECTION = 3;

function AuctionStrip({
  id,
  title,
  auctions,
  moreTo,
  isFirst,
}: {
  id: string;
  title: string;
  auctions: Auction[];
  moreTo: string;
  /** The first strip shown: its first cover is the page's priority picture. */
  isFirst: boolean;
}) {
  if (auctions.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <Link
          to={moreTo}
          className="tap-target inline-flex items-center gap-1 text-sm font-semibold text-harbour-700 hover:underline dark:text-harbour-300"
        >
          See all <span className="sr-only">{title.toLowerCase()}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {auctions.slice(0, PER_SECTION).map((auction, index) => (
          <AuctionCard key={auction.id} auction={auction} priority={isFirst && index === 0} />
        ))}
      </div>
    </section>
  );
}

/** Home: live now, closing soon, upcoming and categories from the catalogue; each hidden when empty. */
export function CatalogueHighlights() {
  const list = (status: string, sort: string) =>
    auctionListQuery({ status, sort, page: 1, per_page: PER_SECTION });
  const live = useQuery(list('live', 'ending_soonest')).data?.data ?? [];
  const open = useQuery(list('open', 'ending_soonest')).data?.data ?? [];
  const closing = useQuery(list('closing', 'ending_soonest')).data?.data ?? [];
  const upcoming = useQuery(list('scheduled', 'starting_soonest')).data?.data ?? [];
  const categories = useQuery(categoriesQuery).data ?? [];
  const liveNow = [...live, ...open];

  if (liveNow.length + closing.length + upcoming.length + categories.length === 0) return null;
  return (
    <div className="border-b border-slate-200 bg-slate-50 py-6 dark:border-slate-800 dark:bg-slate-950">
      <Container>
        <AuctionStrip
          id="live-now"
          title="Live now"
          auctions={liveNow}
          moreTo="/auctions?status=open"
          isFirst
        />
        <AuctionStrip
          id="closing-soon"
          title="Closing soon"
          auctions={closing}
          moreTo="/auctions?status=closing"
          isFirst={liveNow.length === 0}
        />
        <AuctionStrip
          id="upcoming"
          title="Upcoming"
          auctions={upcoming}
          moreTo="/auctions?status=scheduled&sort=starting_soonest"
          isFirst={liveNow.length + closing.length === 0}
        />
        {categories.length > 0 && (
          <section aria-labelledby="categories" className="py-8">
            <h2 id="categories" className="text-2xl font-semibold">
              Categories
            </h2>
            <ul className="mt-5 flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/category/${category.slug}`}
                    className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium sm:min-h-0 hover:border-harbour-400 hover:text-harbour-800 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-harbour-500 dark:hover:text-harbour-200"
                  >
                    <Tags aria-hidden="true" className="size-4" />
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Container>
    </div>
  );
}
