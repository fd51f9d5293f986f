import type { PickListEntry, PickupSlot, ReleaseDeskInvoice } from '@auction/contracts';
import {
  compareLotNumbers,
  hasAnyRole,
  isSlotStart,
  pickupSlotsUnder,
  slotsWithRoom,
  zonedInstant,
} from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { InvoiceLedger } from '../invoices/invoice-ledger';
import type { SettingsService } from '../settings/settings.service';
import { collectableStatuses, type PickupRepository } from './pickup.repository';

/** How many days ahead a buyer may book a pickup in the house's hours (a sale's window sets its own). */
export const pickupBookingDays = 14;
/** What a buyer is told when the sale's pickup is by appointment. */
export const byAppointmentMessage =
  "This sale's pickup is by appointment: call or write to the office to arrange a time.";
/** Who may release lots that are not paid in full, with a reason: the house's managers. */
export const releaseOverrideRoles = ['Admin'] as const;

export interface Actor {
  id: string;
  roles: readonly string[];
  ip?: string | null;
}

type InvoiceHead = NonNullable<Awaited<ReturnType<PickupRepository['invoice']>>>;
type LotRow = Awaited<ReturnType<PickupRepository['lotsOf']>>[number];

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);
const isStaff = (actor: Actor) => hasAnyRole(actor.roles, ['Staff', 'Admin']);

export function toReleaseDeskInvoice(head: InvoiceHead, lots: LotRow[]): ReleaseDeskInvoice {
  return {
    invoice_id: head.id,
    number: head.number,
    qr_text: head.id,
    auction_title: head.auction_title,
    status: head.status,
    paddle_number: head.paddle_number,
    buyer_name: head.buyer_name,
    total_cents: head.total_cents,
    paid_cents: head.paid_cents,
    balance_cents: head.balance_cents,
    fully_paid: head.status === 'paid',
    fulfilment: head.fulfilment,
    pickup_slot_start: iso(head.pickup_slot_start),
    buyer_terms: head.buyer_terms,
    lots: lots
      .filter((lot) => lot.invoice_id === head.id)
      .map((lot) => ({
        lot_id: lot.lot_id,
        lot_number: lot.lot_number,
        title: lot.title,
        hammer_cents: lot.hammer_cents,
        released_at: iso(lot.released_at),
        released_to: lot.released_to,
        released_by_name: lot.released_by_name,
        override_reason: lot.override_reason,
      })),
  };
}

/**
 * The order to gather goods in: by shelf or bin code ("A-9" before "A-10"), then lot number; goods
 * without a recorded place come last.
 */
function inShelfOrder(
  a: { location_code: string | null; lot_number: string },
  b: { location_code: string | null; lot_number: string },
): number {
  if (a.location_code !== b.location_code) {
    if (a.location_code === null) return 1;
    if (b.location_code === null) return -1;
    return compareLotNumbers(a.location_code, b.location_code);
  }
  return compareLotNumbers(a.lot_number, b.lot_number);
}

/** Pickup slots and bookings, the release desk and the day's pick list. */
export function createPickupService(deps: {
  db: Database;
  pickup: PickupRepository;
  settings: Pick<SettingsService, 'get'>;
  audit: AuditRepository;
  clock: Clock;
  /** The invoice ledger, whose row lock a release takes (two desks releasing at once). */
  ledger: Pick<InvoiceLedger, 'lockInvoice'>;
}) {
  async function slotSettings() {
    const settings = await deps.settings.get();
    const extra = settings as typeof settings & {
      pickup_slot_minutes?: number;
      pickup_slot_capacity?: number;
    };
    return {
      hours: settings.pickup_hours,
      timeZone: settings.time_zone,
      slotMinutes: extra.pickup_slot_minutes ?? 30,
      capacity: extra.pickup_slot_capacity ?? 6,
    };
  }

  /** The invoice when the actor may book its pickup: its buyer, or staff; anyone else gets a 404. */
  async function bookable(invoiceId: string, actor: Actor): Promise<InvoiceHead> {
    const head = await deps.pickup.invoice(invoiceId);
    if (!head || (head.buyer_user_id !== actor.id && !isStaff(actor)) || head.status === 'draft') {
      throw new AppError('NOT_FOUND', 'This invoice does not exist.');
    }
    if (!(collectableStatuses as readonly string[]).includes(head.status)) {
      throw new AppError('CONFLICT', 'This invoice is void; its goods cannot be booked for pickup.');
    }
    if (head.fulfilment !== 'pickup') {
      throw new AppError('CONFLICT', 'This invoice is to be shipped; choose pickup first to book a time.');
    }
    return head;
  }

  /** The free slots the invoice's frozen terms allow: its sale's window, none by appointment, else the house's hours. */
  async function openSlots(head: InvoiceHead) {
    const { hours, timeZone, slotMinutes, capacity } = await slotSettings();
    const slots = pickupSlotsUnder({
      pickup: head.buyer_terms?.pickup ?? null,
      houseHours: hours,
      timeZone,
      slotMinutes,
      now: deps.clock(),
      days: pickupBookingDays,
    });
    const last = slots[slots.length - 1];
    const booked =
      slots[0] && last ? await deps.pickup.bookedBetween(slots[0].start, last.end, head.id) : new Map();
    return { slots, free: slotsWithRoom(slots, booked, capacity), capacity };
  }

  return {
    async slots(invoiceId: string, actor: Actor): Promise<PickupSlot[]> {
      const { free } = await openSlots(await bookable(invoiceId, actor));
      return free.map((slot) => ({
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        remaining: slot.remaining,
      }));
    },

    async book(
      invoiceId: string,
      slotStart: string,
      actor: Actor,
    ): Promise<{ slot_start: string; buyer_user_id: string | null }> {
      const head = await bookable(invoiceId, actor);
      const start = new Date(slotStart);
      if (head.buyer_terms?.pickup?.kind === 'appointment') {
        throw new AppError('VALIDATION_FAILED', undefined, { slot_start: [byAppointmentMessage] });
      }
      const { slots, capacity } = await openSlots(head);
      if (!isSlotStart(slots, start)) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          slot_start: [
            head.buyer_terms?.pickup
              ? "Choose one of the pickup times offered: they keep to the sale's pickup window."
              : 'Choose one of the pickup times offered.',
          ],
        });
      }
      const row = await deps.pickup.book({ invoiceId, slotStart: start, capacity, bookedBy: actor.id });
      if (!row) throw new AppError('CONFLICT', 'This pickup time has just filled up. Please choose another.');
      await deps.audit.record({
        actorId: actor.id,
        action: 'pickup.booked',
        entity: 'invoice',
        entityId: invoiceId,
        before: { slot_start: iso(head.pickup_slot_start) },
        after: { slot_start: row.slot_start.toISOString() },
        ip: actor.ip ?? null,
      });
      return { slot_start: row.slot_start.toISOString(), buyer_user_id: head.buyer_user_id };
    },

    /** Issued invoices found by number, scanned QR text, paddle or name, with their lots. */
    async search(q: string): Promise<ReleaseDeskInvoice[]> {
      const heads = await deps.pickup.search(q);
      const lots = await deps.pickup.lotsOf(heads.map((head) => head.id));
      return heads.map((head) => toReleaseDeskInvoice(head, lots));
    },

    async deskInvoice(invoiceId: string): Promise<ReleaseDeskInvoice> {
      const head = await deps.pickup.invoice(invoiceId);
      if (!head || head.status === 'draft') throw new AppError('NOT_FOUND', 'This invoice does not exist.');
      return toReleaseDeskInvoice(head, await deps.pickup.lotsOf([head.id]));
    },

    /**
     * Hands lots over: only lots of this invoice, each once, and only when the invoice is paid in
     * full, unless a manager gives a reason to release what is not paid for.
     */
    async release(
      invoiceId: string,
      body: { lot_ids: string[]; released_to: string; override_reason?: string | undefined },
      actor: Actor,
    ): Promise<ReleaseDeskInvoice> {
      const overrideReason = body.override_reason?.trim() || null;
      await deps.db.transaction(async (tx) => {
        await deps.ledger.lockInvoice(tx, invoiceId);
        const head = await deps.pickup.invoice(invoiceId, tx);
        if (!head || head.status === 'draft') throw new AppError('NOT_FOUND', 'This invoice does not exist.');
        if (head.status === 'void') {
          throw new AppError(
            'CONFLICT',
            'This invoice is void; release the lots from the invoice that replaced it.',
          );
        }
        const lots = await deps.pickup.lotsOf([invoiceId], tx);
        const wanted = [...new Set(body.lot_ids)];
        const missing = wanted.filter((id) => !lots.some((lot) => lot.lot_id === id));
        if (missing.length > 0) {
          throw new AppError('VALIDATION_FAILED', undefined, {
            lot_ids: ['Choose lots of this invoice only.'],
          });
        }
        const already = lots.filter((lot) => wanted.includes(lot.lot_id) && lot.released_at);
        if (already.length > 0) {
          const numbers = already.map((lot) => lot.lot_number).join(', ');
          throw new AppError('CONFLICT', `Already released: lot ${numbers}.`);
        }
        const paid = head.status === 'paid';
        if (!paid && !overrideReason) {
          throw new AppError(
            'CONFLICT',
            'This invoice is not paid in full. Take the payment first, or a manager may release with a reason.',
          );
        }
        if (!paid && !hasAnyRole(actor.roles, releaseOverrideRoles)) {
          throw new AppError('FORBIDDEN', 'Only a manager may release lots that are not paid for.');
        }
        const rows = await deps.pickup.insertReleases(
          tx,
          wanted.map((id) => ({
            invoice_id: invoiceId,
            // A buy-now line hands over its inventory item.
            lot_id: lots.some((lot) => lot.lot_id === id && lot.is_item) ? null : id,
            inventory_item_id: lots.some((lot) => lot.lot_id === id && lot.is_item) ? id : null,
            released_to: body.released_to,
            released_by: actor.id,
            override_reason: paid ? null : overrideReason,
          })),
        );
        if (rows.length !== wanted.length) {
          throw new AppError('CONFLICT', 'Another desk released one of these lots a moment ago.');
        }
        await deps.pickup.auditReleases(tx, invoiceId, rows, { id: actor.id, ip: actor.ip ?? null });
      });
      return this.deskInvoice(invoiceId);
    },

    /** The day's pickups (a company calendar day), with their lots, for a printed pick list. */
    async pickList(date: string): Promise<PickListEntry[]> {
      const { timeZone } = await slotSettings();
      const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
      const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
      const from = zonedInstant(date, 0, timeZone) ?? zonedInstant(date, 60, timeZone);
      const to = zonedInstant(next, 0, timeZone) ?? zonedInstant(next, 60, timeZone);
      if (!from || !to) return [];
      const heads = await deps.pickup.pickupsBetween(from, to);
      const lots = await deps.pickup.lotsOf(heads.map((head) => head.id));
      return heads.map((head) => ({
        invoice_id: head.id,
        number: head.number,
        slot_start: iso(head.pickup_slot_start) ?? '',
        buyer_name: head.buyer_name,
        paddle_number: head.paddle_number,
        balance_cents: head.balance_cents,
        lots: lots
          .filter((lot) => lot.invoice_id === head.id)
          .sort(inShelfOrder)
          .map((lot) => ({
            lot_number: lot.lot_number,
            title: lot.title,
            location: lot.location_code,
            released: lot.released_at !== null,
          })),
      }));
    },
  };
}
export type PickupService = ReturnType<typeof createPickupService>;
