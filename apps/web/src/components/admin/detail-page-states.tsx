import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../lib/http/is-not-found';
import { NotFoundPage } from '../pages/not-found-page';
import { Alert } from '../ui/alert';
import { PageLoader } from '../ui/page-loader';

/**
 * A record's staff page before it shows: not found for an address that names no record or a 404,
 * a loader while it loads, a plain message when it could not be loaded.
 */
export function DetailPageStates<T>({
  valid,
  query,
  name,
  children,
}: {
  /** The address names a record (its ids are UUIDs). */
  valid: boolean;
  query: UseQueryResult<T>;
  /** What the record is called in the message: "invoice", "statement". */
  name: string;
  children: (record: T) => ReactNode;
}) {
  if (!valid) return <NotFoundPage />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <div className="p-4 sm:p-6 lg:p-8">
        <Alert tone="error">{`The ${name} could not be loaded. Please reload the page.`}</Alert>
      </div>
    );
  }
  return children(query.data);
}
