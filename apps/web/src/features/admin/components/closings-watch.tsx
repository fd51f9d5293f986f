import type { AdminDashboardFigures } from '@auction/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';

const lotsWord = (count: number) => `${count} ${count === 1 ? 'lot' : 'lots'}`;

/**
 * What staff should know about closings: the closing job's last outage (the gap and the lots it
 * re-timed) and the sales whose closings are paused, each opening the sale's dashboard to resume.
 */
export function ClosingsWatch({ closings }: { closings: AdminDashboardFigures['closings'] }) {
  const { last_outage: outage, paused_sales: paused } = closings;
  if (!outage && paused.length === 0) return null;
  return (
    <section aria-label="Closings" className="space-y-3">
      {outage && (
        <Alert tone="warning">
          Last outage of the closings: from {formatDateTime(outage.started_at)} to{' '}
          {formatDateTime(outage.ended_at)}; {lotsWord(outage.lots_retimed)} re-timed and their bidders told.
        </Alert>
      )}
      {paused.map((sale) => (
        <Alert key={sale.auction_id} tone="warning">
          Closings of{' '}
          <Link className="font-semibold underline" to={`/admin/auctions/${sale.auction_id}/dashboard`}>
            {sale.title}
          </Link>{' '}
          are paused since {formatDateTime(sale.paused_at)}; resume them from its dashboard.
        </Alert>
      ))}
    </section>
  );
}
