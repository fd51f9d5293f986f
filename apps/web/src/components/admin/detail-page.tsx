import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../ui/card';

/**
 * The frame of one record's staff page (an invoice, a statement, a user, a consignor): the way back
 * to its list, its name with its badges, then its panels.
 */
export function DetailPage({
  back,
  title,
  badges,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  badges?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6 p-4 sm:p-6 lg:p-8">
      <Link
        to={back.to}
        className="inline-flex min-h-6 items-center gap-1 text-sm font-medium text-harbour-800 hover:underline dark:text-harbour-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-words sm:text-3xl">{title}</h1>
        {badges}
      </div>
      {children}
    </div>
  );
}

/** One titled part of a record's page, with its own buttons beside the title. */
export function DetailPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const heading = <h2 className="text-lg font-semibold">{title}</h2>;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
