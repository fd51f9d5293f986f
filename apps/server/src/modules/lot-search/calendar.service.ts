import type { InvoiceDetail } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { AppError } from '../../errors';
import type { InvoicesService } from '../invoices/invoices.service';
import { oneLineAddress, type SettingsService } from '../settings/settings.service';
import { type HouseFacts, pickupCalendar, saleCalendar } from './calendar-files';
import type { SaleRemindersRepository } from './sale-reminders.repository';

/** The calendar files: a published sale's start (and end), and a booked pickup for its buyer or staff. */
export function createCalendarService(deps: {
  sales: Pick<SaleRemindersRepository, 'auction'>;
  invoices: Pick<InvoicesService, 'buyerInvoice' | 'staffInvoice'>;
  settings: Pick<SettingsService, 'get'>;
  publicUrl: string;
}) {
  async function house(): Promise<HouseFacts & { slotMinutes: number }> {
    const s = await deps.settings.get();
    return {
      siteName: s.site_name,
      address: oneLineAddress(s.address),
      timeZone: s.time_zone,
      publicUrl: deps.publicUrl,
      slotMinutes: s.pickup_slot_minutes,
    };
  }

  return {
    async sale(auctionId: string): Promise<{ ics: string; filename: string }> {
      const sale = await deps.sales.auction(auctionId);
      if (!sale || sale.status === 'draft') throw new AppError('NOT_FOUND', 'This auction does not exist.');
      if (!sale.start_at) throw new AppError('CONFLICT', 'This sale has no start time yet.');
      return {
        ics: saleCalendar(await house(), { ...sale, start_at: sale.start_at }),
        filename: `${sale.slug || 'auction'}.ics`,
      };
    },

    async pickup(user: { id: string; roles: readonly string[] }, invoiceId: string) {
      const invoice: InvoiceDetail = hasAnyRole(user.roles, ['Staff', 'Admin'])
        ? await deps.invoices.staffInvoice(invoiceId)
        : await deps.invoices.buyerInvoice(user.id, invoiceId);
      if (!invoice.pickup_slot_start || invoice.fulfilment !== 'pickup') {
        throw new AppError('NOT_FOUND', 'No pickup is booked for this invoice.');
      }
      const facts = await house();
      return {
        ics: pickupCalendar(facts, {
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          auctionTitle: invoice.auction_title,
          start: new Date(invoice.pickup_slot_start),
          minutes: facts.slotMinutes,
          address: invoice.pickup_address || facts.address,
          lots: invoice.lines
            .filter((line) => line.kind === 'lot')
            .map((line) => [line.lot_number, line.description].filter(Boolean).join(' ')),
        }),
        filename: `pickup-${invoice.number ?? invoice.id}.ics`,
      };
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
