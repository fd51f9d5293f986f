import { leadingUuid } from '@auction/domain';
import { useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { clsx } from 'clsx';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { AuctionStatusBadge } from '../../../components/admin/auction-status-badge';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { saleAuctionQuery } from '../api/sale-queries';

/** The auction id of an /admin/auctions/:auctionId/... path, or null when it is not a UUID. */
export function useSaleId(): string | null {
  return leadingUuid(useParams().auctionId ?? '');
}

const salePages = [
  { path: 'dashboard', label: 'Dashboard' },
  { path: 'lots', label: 'Lots' },
  { path: 'lot-stats', label: 'Lot statistics' },
  { path: 'bidder-registration', label: 'Bidder registration' },
] as const;

/** A live sale is run from the clerk panel and shown on the auctioneer display. */
const livePages = [
  { label: 'Absentee and phone bidders', to: (id: string) => `/admin/auctions/${id}/absentee-bids` },
  { label: 'Clerk panel', to: (id: string) => `/admin/clerk-panel/${id}` },
  { label: 'Auctioneer display', to: (id: string) => `/admin/auctioneer-display/${id}` },
] as const;

const extraLinkClass =
  'inline-flex items-center gap-1 px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-harbour-800 dark:text-slate-400 dark:hover:text-white';

/**
 * The frame of a sale's staff pages: the auction's title and status, links between its pages,
 * and not-found for an unknown auction.
 */
export function SaleLayout({
  auctionId,
  title,
  actions,
  children,
}: {
  auctionId: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const auction = useQuery(saleAuctionQuery(auctionId));
  const nav = useRef<HTMLElement>(null);
  // On phones the page links scroll sideways: bring the current one into view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  const isUnknown = isAxiosError(auction.error) && auction.error.response?.status === 404;
  useDocumentTitle(
    isUnknown ? 'Page not found' : `${title}${auction.data ? ` · ${auction.data.title}` : ''}`,
  );
  if (isUnknown) return <NotFoundPage />;

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <div className="space-y-3">
        <Link
          to="/admin/auctions"
          className="inline-flex items-center gap-1 text-sm font-medium text-harbour-700 hover:underline dark:text-harbour-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All auctions
        </Link>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
              {auction.data?.title ?? 'Loading the auction…'}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
              {auction.data && <AuctionStatusBadge status={auction.data.status} />}
            </div>
          </div>
          {actions}
        </div>
        <nav ref={nav} aria-label="Sale pages" className="-mx-1 overflow-x-auto">
          <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1 dark:border-slate-800">
            {salePages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={`/admin/auctions/${auctionId}/${page.path}`}
                  className={({ isActive }) =>
                    clsx(
                      '-mb-px inline-flex border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                      isActive
                        ? 'border-harbour-700 text-harbour-900 dark:border-brass-300 dark:text-white'
                        : 'border-transparent text-slate-600 hover:text-harbour-800 dark:text-slate-400 dark:hover:text-white',
                    )
                  }
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
            {auction.data?.type === 'live' &&
              livePages.map((page) => (
                <li key={page.label}>
                  <Link to={page.to(auctionId)} className={extraLinkClass}>
                    {page.label}
                  </Link>
                </li>
              ))}
            {auction.data && auction.data.status !== 'draft' && (
              <li>
                <Link to={`/auctions/${auctionId}`} className={extraLinkClass}>
                  Public page
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {auction.isError && !isUnknown && (
        <Alert tone="error">The auction could not be loaded. Please reload the page.</Alert>
      )}
      {auction.isPending ? <PageLoader /> : children}
    </div>
  );
}
