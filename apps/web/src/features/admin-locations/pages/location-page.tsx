import { useQuery } from '@tanstack/react-query';
import { Archive, ArchiveRestore, ChevronLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/admin/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { locationQuery, useArchiveLocation } from '../api/locations-api';
import { ChooseItems } from '../components/choose-items';
import { LocationContents } from '../components/location-contents';
import { PrintLabelsButton } from '../components/print-labels-button';
import { ScanToLocation } from '../components/scan-to-location';

/** One location: scan or choose items into it, print its labels, see what is there and what moved. */
export function LocationPage() {
  const { locationId = '' } = useParams();
  const location = useQuery(locationQuery(locationId));
  const archive = useArchiveLocation(locationId);
  useDocumentTitle(location.data ? `Location ${location.data.code}` : 'Location');

  if (location.isPending) return <PageLoader />;
  if (!location.data) {
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">This location could not be found.</Alert>
      </div>
    );
  }
  const here = location.data;
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to="/admin/inventory/locations"
        className="inline-flex min-h-6 items-center gap-1 text-sm hover:underline"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        All locations
      </Link>
      <AdminPageHeader
        title={`Location ${here.code}`}
        summary={here.archived_at ? `Archived. ${here.description}` : here.description || undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <PrintLabelsButton
              name="Print location label"
              target={{ kind: 'locations', location_ids: [here.id] }}
            />
            {here.item_count > 0 && (
              <PrintLabelsButton
                name={`Print labels of ${here.item_count === 1 ? '1 item' : `${here.item_count} items`}`}
                target={{ kind: 'location-items', location_id: here.id }}
              />
            )}
            <Button
              variant="secondary"
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(!here.archived_at, {
                  onSuccess: (saved) =>
                    notify.success(`${saved.code} ${saved.archived_at ? 'archived' : 'restored'}.`),
                })
              }
            >
              {here.archived_at ? (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              ) : (
                <Archive aria-hidden="true" className="size-4" />
              )}
              {here.archived_at ? 'Restore' : 'Archive'}
            </Button>
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ScanToLocation location={here} />
        <ChooseItems location={here} />
      </div>
      <LocationContents locationId={here.id} />
    </div>
  );
}
