import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { consignorProjectionQuery } from '../api/consignor-portal-queries';
import { useLiveConsignment } from '../use-live-consignment';
import { ConsignedItems } from './consigned-items';
import { ConsignorStatements } from './consignor-statements';
import { ProjectedSaleCard } from './projected-settlement';

function RunningSales() {
  const projection = useQuery(consignorProjectionQuery);
  useLiveConsignment(projection.data?.sales.map((sale) => sale.auction.id) ?? []);
  if (projection.isError) {
    return (
      <Card className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-300">
        Your running sales could not be loaded. Check your connection and try again.
      </Card>
    );
  }
  if (!projection.data) {
    return <Card className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-300">Loading your sales…</Card>;
  }
  const { sales, consignor_is_registrant: registrant } = projection.data;
  if (sales.length === 0) {
    return (
      <Card className="p-5 text-sm text-slate-600 sm:p-6 dark:text-slate-300">
        None of your lots is selling right now. While a sale is open you will see each lot's bids and what the
        sale would pay you here.
      </Card>
    );
  }
  return (
    <>
      {sales.map((sale) => (
        <ProjectedSaleCard key={sale.auction.id} sale={sale} registrant={registrant} />
      ))}
    </>
  );
}

/** The consignor's own part of the dashboard: running sales live, their items, their statements. */
export function ConsignmentSection() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold">
        <PackageOpen aria-hidden="true" className="size-6 text-harbour-700 dark:text-harbour-300" />
        Your consignment
      </h2>
      <RunningSales />
      <ConsignedItems />
      <ConsignorStatements />
    </section>
  );
}
