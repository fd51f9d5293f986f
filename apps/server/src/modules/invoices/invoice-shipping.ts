import type { ShipTo } from '@auction/contracts';
import { isProvinceCode } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { BuyerTermsColumn } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';
import { lockInvoice } from './invoice-ledger';
import { oneOf } from './invoice-queries';
import { recomputeTotals } from './recompute-totals';

export type FulfilmentChoice = { fulfilment: 'pickup' } | { fulfilment: 'shipping'; ship_to: ShipTo };

export interface ShippingUpdate {
  shipping_carrier?: string | undefined;
  shipping_quote_cents?: number | undefined;
  tracking_number?: string | undefined;
  shipped_on?: string | undefined;
}

/**
 * Pickup or shipping: the buyer's choice (a shipping request sets the place of supply, so the tax)
 * and staff's quote, carrier, tracking and shipped day. Each is one transaction with its audit row.
 */

/** The buyer chooses pickup, or asks for shipping to an address (which sets the place of supply). */
export async function chooseFulfilment(
  db: Database,
  userId: string,
  invoiceId: string,
  body: FulfilmentChoice,
): Promise<void> {
  if (
    body.fulfilment === 'shipping' &&
    body.ship_to.country === 'CA' &&
    !isProvinceCode(body.ship_to.province)
  ) {
    throw fieldError(
      'VALIDATION_FAILED',
      'ship_to.province',
      'Use the two-letter province code, such as NS or ON.',
    );
  }
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.buyer_user_id !== userId || row.status === 'draft')
      throw new AppError('NOT_FOUND', 'Invoice not found.');
    const shipped = await oneOf<{ shipped_on: string | null; buyer_terms: BuyerTermsColumn | null }>(
      tx,
      sql`select shipped_on::text as shipped_on, buyer_terms from invoices where id = ${invoiceId}::uuid`,
    );
    // The terms frozen at issue say whether the house ships this sale's goods.
    if (body.fulfilment === 'shipping' && shipped?.buyer_terms?.shipping_offered === false) {
      throw fieldError(
        'VALIDATION_FAILED',
        'fulfilment',
        "This sale's terms offer no shipping: the lots are collected at pickup.",
      );
    }
    if (row.status === 'void' || row.status === 'paid' || shipped?.shipped_on) {
      throw new AppError(
        'CONFLICT',
        'Pickup or shipping can no longer be changed on this invoice; call the office.',
      );
    }
    if (body.fulfilment === 'pickup') {
      await tx.execute(
        sql`update invoices set fulfilment = 'pickup', shipping_requested_at = null, updated_at = now() where id = ${invoiceId}::uuid`,
      );
      await tx.execute(
        sql`delete from invoice_lines where invoice_id = ${invoiceId}::uuid and charge_type = 'shipping' and reason = 'quote'`,
      );
      await tx.execute(sql`update invoices set shipping_quote_cents = null where id = ${invoiceId}::uuid`);
    } else {
      await tx.execute(
        sql`update invoices set fulfilment = 'shipping', ship_to = ${JSON.stringify(body.ship_to)}::jsonb,
          shipping_requested_at = now(), updated_at = now() where id = ${invoiceId}::uuid`,
      );
      await tx.execute(sql`delete from pickup_bookings where invoice_id = ${invoiceId}::uuid`);
    }
    await recomputeTotals(tx, invoiceId);
    await recordAudit(tx, {
      actorId: userId,
      action: 'invoice.fulfilment_chosen',
      entity: 'invoice',
      entityId: invoiceId,
      after: body,
    });
  });
}

/** Staff enter the shipping quote (a taxable shipping charge), then tracking and the shipped day. */
export async function updateShipping(
  db: Database,
  invoiceId: string,
  body: ShippingUpdate,
  actor: { id: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, invoiceId);
    if (row.status === 'void') throw new AppError('CONFLICT', 'This invoice is void.');
    const current = await oneOf<{ fulfilment: string; shipping_carrier: string | null }>(
      tx,
      sql`select fulfilment, shipping_carrier from invoices where id = ${invoiceId}::uuid`,
    );
    if (current?.fulfilment !== 'shipping') {
      throw new AppError('CONFLICT', 'The buyer has not asked for shipping on this invoice.');
    }
    const carrier = body.shipping_carrier ?? current.shipping_carrier;
    await tx.execute(
      sql`update invoices set
        shipping_carrier = ${carrier ?? null},
        tracking_number = coalesce(${body.tracking_number ?? null}, tracking_number),
        shipped_on = coalesce(${body.shipped_on ?? null}::date, shipped_on),
        updated_at = now()
      where id = ${invoiceId}::uuid`,
    );
    if (body.shipping_quote_cents !== undefined) {
      if (row.status === 'paid')
        throw new AppError('CONFLICT', 'This invoice is paid; its shipping charge cannot change.');
      await tx.execute(
        sql`delete from invoice_lines where invoice_id = ${invoiceId}::uuid and charge_type = 'shipping' and reason = 'quote'`,
      );
      if (body.shipping_quote_cents > 0) {
        await tx.execute(
          sql`insert into invoice_lines (invoice_id, position, kind, description, amount_cents, taxable, charge_type, reason, created_by)
          values (${invoiceId}::uuid, (select coalesce(max(position), -1) + 1 from invoice_lines where invoice_id = ${invoiceId}::uuid),
            'charge', ${carrier ? `Shipping (${carrier})` : 'Shipping'}, ${body.shipping_quote_cents}::int8, true, 'shipping', 'quote', ${actor.id}::uuid)`,
        );
      }
      await tx.execute(
        sql`update invoices set shipping_quote_cents = ${body.shipping_quote_cents}::int8 where id = ${invoiceId}::uuid`,
      );
      await recomputeTotals(tx, invoiceId);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'invoice.shipping_updated',
      entity: 'invoice',
      entityId: invoiceId,
      after: body,
    });
  });
}
