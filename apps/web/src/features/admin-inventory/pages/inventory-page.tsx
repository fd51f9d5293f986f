import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { buttonClasses } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { InventoryTable } from '../components/inventory-table';

/** Every item the house holds, with where it is and what became of it. */
export function InventoryPage() {
  useDocumentTitle('Inventory');
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Inventory"
        summary="Every item with its consignor, location and status, ready to be lotted."
        actions={
          <Link
            to="/admin/inventory/new"
            className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}
          >
            <Plus aria-hidden="true" className="size-4" />
            New item
          </Link>
        }
      />
      <InventoryTable />
    </div>
  );
}
