import type { AdminDashboardFigures } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { InvoicesService } from '../invoices/invoices.service';
import type { SettingsService } from '../settings/settings.service';
import type { AdminDashboardRepository } from './admin-dashboard.repository';

export function createAdminDashboardService(deps: {
  figures: AdminDashboardRepository;
  settings: SettingsService;
  clock: Clock;
  /** What buyers owe now, as the invoices area sums it for its own list. */
  invoices: Pick<InvoicesService, 'owedNow'>;
}) {
  return {
    async figures(): Promise<AdminDashboardFigures> {
      const { time_zone } = await deps.settings.get();
      const [row, owed] = await Promise.all([
        deps.figures.figures(deps.clock(), time_zone),
        deps.invoices.owedNow(),
      ]);
      return {
        today: {
          from: row.today,
          to: row.today,
          lots_sold: row.today_lots,
          hammer_cents: Number(row.today_hammer),
        },
        this_week: {
          from: row.week_start,
          to: row.today,
          lots_sold: row.week_lots,
          hammer_cents: Number(row.week_hammer),
        },
        open_lots: { total: row.open_timed + row.open_live, timed: row.open_timed, live: row.open_live },
        unpaid: owed,
        pickups_today: { date: row.today, booked: row.pickups_today },
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
