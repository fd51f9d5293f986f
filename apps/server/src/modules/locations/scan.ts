import type { ScanAnswer } from '@auction/contracts';
import { locationCodePattern } from '@auction/contracts';
import { normaliseSku } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { oneOf, type Queryable } from '../../db/queries';
import { AppError } from '../../errors';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An invoice's number as printed: `2026-000123`. */
const invoiceNumberPattern = /^\d{4}-\d{6,}$/;

/**
 * What a scanner read: an item's SKU (its label's barcode or QR), a location's code (a bin's
 * label), or an invoice (its PDF's QR code holds the invoice's id; its number as typed works too).
 */
export async function resolveScan(db: Queryable, scanned: string): Promise<ScanAnswer> {
  const text = scanned.trim();
  if (uuidPattern.test(text)) {
    const invoice = await oneOf<{ id: string }>(
      db,
      sql`select id from invoices where id = ${text.toLowerCase()} and status <> 'draft'`,
    );
    if (invoice) return { kind: 'invoice', id: invoice.id };
  }
  const sku = normaliseSku(text);
  if (sku) {
    const item = await oneOf<{ id: string }>(db, sql`select id from inventory_items where sku = ${sku}`);
    if (item) return { kind: 'item', id: item.id };
  }
  const code = text.toUpperCase();
  if (locationCodePattern.test(code)) {
    const location = await oneOf<{ id: string }>(db, sql`select id from locations where code = ${code}`);
    if (location) return { kind: 'location', id: location.id };
  }
  if (invoiceNumberPattern.test(text)) {
    const invoice = await oneOf<{ id: string }>(db, sql`select id from invoices where number = ${text}`);
    if (invoice) return { kind: 'invoice', id: invoice.id };
  }
  throw new AppError('NOT_FOUND', `Nothing has the code “${text}”: no item, location or invoice.`);
}
