import type { AdminDashboardFigures } from '@auction/contracts';
import { CalendarCheck, CalendarRange, Gavel, PackageCheck, Receipt } from 'lucide-react';
import { formatCount } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { FigureCard } from './figure-card';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The reports page reads the report and its days from the address. */
export const reportLink = (report: string, from: string, to: string) =>
  `/admin/reports?report=${report}&from=${from}&to=${to}`;

/** Today's and this week's sales, open lots, what is owed and today's pickups, each opening its report. */
export function DashboardFigures({ figures }: { figures: AdminDashboardFigures }) {
  const { today, this_week: week, open_lots: open, unpaid, pickups_today: pickups } = figures;
  return (
    <section aria-label="Today at the house" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
      <FigureCard
        label="Today's sales"
        value={formatCents(today.hammer_cents)}
        detail={`${plural(today.lots_sold, 'lot', 'lots')} sold`}
        to={reportLink('sales', today.from, today.to)}
        icon={Gavel}
      />
      <FigureCard
        label="This week's sales"
        value={formatCents(week.hammer_cents)}
        detail={`${plural(week.lots_sold, 'lot', 'lots')} sold since Monday`}
        to={reportLink('sales', week.from, week.to)}
        icon={CalendarRange}
      />
      <FigureCard
        label="Open lots"
        value={formatCount(open.total)}
        detail={`${formatCount(open.timed)} timed, ${formatCount(open.live)} live`}
        to={reportLink('bidding', today.from, today.to)}
        icon={PackageCheck}
      />
      <FigureCard
        label="Unpaid"
        value={formatCents(unpaid.balance_cents)}
        detail={`${plural(unpaid.invoices, 'invoice', 'invoices')}, ${formatCount(unpaid.overdue)} overdue`}
        to={reportLink('receivables', week.from, today.to)}
        icon={Receipt}
      />
      <FigureCard
        label="Pickups today"
        value={formatCount(pickups.booked)}
        detail="Open the pick list"
        to={`/admin/release-desk/pick-list?date=${pickups.date}`}
        icon={CalendarCheck}
      />
    </section>
  );
}
