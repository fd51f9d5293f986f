import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuctionTable } from '../components/auction-table';

/** Every auction, drafts included, with its sort, search, filters and page in the URL. */
export function AdminAuctionsPage() {
  useDocumentTitle('Auctions');
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
      <AuctionTable />
    </div>
  );
}
