import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CreateLocations } from '../components/create-locations';
import { LocationTable } from '../components/location-table';

/** The warehouse's locations: create one or a range, print their labels, open one to fill it. */
export function LocationsPage() {
  useDocumentTitle('Inventory locations');
  const [creating, setCreating] = useState(false);
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <AdminPageHeader
        title="Inventory locations"
        summary="Warehouse aisles, shelves and bins, the items on each, and their labels."
        actions={
          !creating && (
            <Button className="self-start sm:self-auto" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New locations
            </Button>
          )
        }
      />
      {creating && <CreateLocations onClose={() => setCreating(false)} />}
      <LocationTable />
    </div>
  );
}
