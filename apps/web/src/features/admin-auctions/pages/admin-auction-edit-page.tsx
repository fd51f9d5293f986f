import type { Auction } from '@auction/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { AuctionStatusBadge } from '../../../components/admin/auction-status-badge';
import { NotFoundPage } from '../../../components/pages/not-found-page';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { categoriesQuery } from '../../../lib/categories-query';
import { isNotFound } from '../../../lib/http/is-not-found';
import { notify } from '../../../lib/notify';
import { adminAuctionQuery } from '../../../lib/staff-auctions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type AuctionBodyInput, useCreateAuction, useUpdateAuction } from '../api/auction-mutations';
import { auctionDefaultsQuery, incrementProfilesQuery } from '../api/auction-queries';
import { AuctionForm } from '../components/auction-form';
import { PublishButton } from '../components/publish-button';
import { SalePapers } from '../components/sale-papers';
import { useAuctionId } from '../use-auction-id';

/** A closed auction is only looked at; the others are edited. */
const headingOf = (auction: Auction) =>
  auction.status === 'closed' || auction.status === 'settled' ? auction.title : `Edit ${auction.title}`;

type SaveHandlers = { onSuccess: (saved: Auction) => void; onError: (error: unknown) => void };

function Shell({
  title,
  auction,
  children,
}: {
  title: string;
  auction?: Auction;
  children: React.ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link to="/admin/auctions" className={buttonClasses('ghost', 'sm', '-ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        All auctions
      </Link>
      <AdminPageHeader
        title={title}
        summary={auction ? undefined : 'A new auction starts as a draft; bidders see it once you publish it.'}
        actions={
          auction && (
            <div className="flex flex-wrap items-center gap-3">
              <AuctionStatusBadge status={auction.status} />
              <Link to={`/admin/auctions/${auction.id}/lots`} className={buttonClasses('secondary', 'sm')}>
                Lots ({auction.totalLots})
              </Link>
              <PublishButton auction={auction} />
              {auction.status !== 'draft' && (
                <Link to={`/auctions/${auction.id}-${auction.slug}`} className={buttonClasses('ghost', 'sm')}>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Public page
                </Link>
              )}
            </div>
          )
        }
      />
      {auction && <SalePapers auction={auction} />}
      {children}
    </div>
  );
}

function useFormOptions() {
  const categories = useQuery(categoriesQuery);
  const profiles = useQuery(incrementProfilesQuery);
  return {
    isPending: categories.isPending || profiles.isPending,
    isError: categories.isError || profiles.isError,
    categories: categories.data ?? [],
    profiles: profiles.data ?? [],
  };
}

export function AdminAuctionNewPage() {
  const options = useFormOptions();
  const defaults = useQuery(auctionDefaultsQuery);
  const create = useCreateAuction();
  const navigate = useNavigate();
  const onSave = (body: AuctionBodyInput, handlers: SaveHandlers) =>
    create.mutate(body, {
      onSuccess: (saved) => {
        notify.success('Auction created as a draft.');
        handlers.onSuccess(saved);
        void navigate(`/admin/auctions/${saved.id}/edit`);
      },
      onError: handlers.onError,
    });
  return (
    <Shell title="New auction">
      {(options.isPending || defaults.isPending) && <PageLoader />}
      {(options.isError || defaults.isError) && (
        <Alert tone="error">The form could not be loaded. Please reload the page.</Alert>
      )}
      {!options.isPending && !options.isError && defaults.data && (
        <AuctionForm
          auction={null}
          {...options}
          defaults={defaults.data}
          saving={create.isPending}
          onSave={onSave}
        />
      )}
    </Shell>
  );
}

export function AdminAuctionEditPage() {
  const id = useAuctionId();
  const auction = useQuery({ ...adminAuctionQuery(id ?? ''), enabled: id !== null });
  const options = useFormOptions();
  const update = useUpdateAuction(id ?? '');
  if (!id || isNotFound(auction.error)) return <NotFoundPage />;
  const onSave = (body: AuctionBodyInput, handlers: SaveHandlers) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        notify.success('Auction saved.');
        handlers.onSuccess(saved);
      },
      onError: handlers.onError,
    });
  const data = auction.data;
  return (
    <Shell title={data ? headingOf(data) : 'Edit auction'} {...(data ? { auction: data } : {})}>
      {(auction.isPending || options.isPending) && <PageLoader />}
      {(auction.isError || options.isError) && (
        <Alert tone="error">The auction could not be loaded. Please reload the page.</Alert>
      )}
      {data && !options.isPending && !options.isError && (
        <AuctionForm
          key={data.id}
          auction={data}
          categories={options.categories}
          profiles={options.profiles}
          saving={update.isPending}
          onSave={onSave}
        />
      )}
    </Shell>
  );
}
