import type { AdminDashboardFigures } from '@auction/contracts';
import type { Clock } from '../../clock';
import type { InvoicesService } from '../invoices/invoices.service';
import type { SettingsService } from '../settings/settings.service';
import type { AdminDashboardRepository } from './admin-dashboard.repository';

/** What the closing area tells the dashboard: its last outage and the sales paused by hand. */
export interface ClosingWatch {
  lastOutage(): Promise<{ started_at: Date; ended_at: Date; lots_retimed: number } | null>;
  pausedSales(): Promise<{ auction_id: string; title: string; paused_at: Date }[]>;
}

export function createAdminDashboardService(deps: {
  figures: AdminDashboardRepository;
  settings: SettingsService;
  clock: Clock;
  /** What buyers owe now, as the invoices area sums it for its own list. */
  invoices: Pick<InvoicesService, 'owedNow'>;
  closings: ClosingWatch;
}) {
  return {
    async figures(): Promise<AdminDashboardFigures> {
      const { time_zone } = await deps.settings.get();
      const [row, owed, outage, paused] = await Promise.all([
        deps.figures.figures(deps.clock(), time_zone),
        deps.invoices.owedNow(),
        deps.closings.lastOutage(),
        deps.closings.pausedSales(),
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
        closings: {
          last_outage: outage && {
            started_at: outage.started_at.toISOString(),
            ended_at: outage.ended_at.toISOString(),
            lots_retimed: outage.lots_retimed,
          },
          paused_sales: paused.map((sale) => ({ ...sale, paused_at: sale.paused_at.toISOString() })),
        },
      };
    },
  };
}
export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
