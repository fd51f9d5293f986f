import type { AdminDashboardFigures } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { SettingsService } from '../settings/settings.service';
import type { AdminDashboardRepository } from './admin-dashboard.repository';

export function createAdminDashboardService(deps: {
  figures: AdminDashboardRepository;
  settings: SettingsService;
  clock: Clock;
}) {
  return {
    async figures(): Promise<AdminDashboardFigures> {
      const { time_zone } = await deps.settings.get();
      const row = await deps.figures.figures(deps.clock(), time_zone);
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
        unpaid: {
          balance_cents: Number(row.unpaid_balance),
          invoices: row.unpaid_invoices,
          overdue: row.overdue_invoices,
        },
        pickups_today: { date: row.today, booked: row.pickups_today },
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
