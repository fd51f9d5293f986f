import { hasAnyRole } from '@auction/domain';
import { lazy, Suspense } from 'react';

const ConsignmentSection = lazy(() =>
  import('./components/consignment-section').then((module) => ({ default: module.ConsignmentSection })),
);

/** The dashboard's consignor part, loaded only for a user who holds the Consignor role. */
export function ConsignorPart({ roles }: { roles: readonly string[] }) {
  if (!hasAnyRole(roles, ['Consignor'])) return null;
  return (
    <Suspense
      fallback={<p className="text-sm text-slate-600 dark:text-slate-300">Loading your consignment…</p>}
    >
      <ConsignmentSection />
    </Suspense>
  );
}
