import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from '../../admin/components/admin-page-header';
import { adminAuctionListQuery } from '../api/auction-queries';
import { AuctionFilters } from '../components/auction-filters';
import { AuctionTable } from '../components/auction-table';
import { ListPagination } from '../components/list-pagination';

function emptyMessage(q: string, status: string, page: number): string {
  if (q || status) return 'No auction matches these filters.';
  return page > 1 ? 'There are no auctions on this page.' : 'No auctions yet. Create the first one.';
}

/** Every auction, drafts included, with its filters in the URL (`?q&status&page`). */
export function AdminAuctionsPage() {
  useDocumentTitle('Auctions');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const status = searchParams.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useQuery(adminAuctionListQuery({ q, status, page }));

  function setFilter(key: 'q' | 'status', value: string) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  }

  function setPage(next: number) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
  }

  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Auctions"
        summary="Drafts, scheduled, open and past auctions. Times are Halifax time."
        actions={
          <Link
            to="/admin/auctions/new"
            className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}
          >
            <Plus aria-hidden="true" className="size-4" />
            New auction
          </Link>
        }
      />
      <AuctionFilters q={q} status={status} onChange={setFilter} />
      {isPending && <PageLoader />}
      {isError && <Alert tone="error">The auctions could not be loaded. Please reload the page.</Alert>}
      {data && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data.meta.total === 1 ? '1 auction' : `${data.meta.total} auctions`}
          </p>
          {data.data.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {emptyMessage(q, status, page)}
            </p>
          ) : (
            <AuctionTable auctions={data.data} />
          )}
          <ListPagination meta={data.meta} onPage={setPage} />
        </>
      )}
    </div>
  );
}
