import { type InventoryHistoryEntry, type InventoryStatus, inventoryStatusLabels } from '@auction/contracts';
import { formatCents } from '../../lib/money';

const fieldNames: Record<string, string> = {
  title: 'title',
  description: 'description',
  category_id: 'category',
  condition: 'condition',
  brand: 'brand',
  quantity: 'quantity',
  estimate_low_cents: 'low estimate',
  estimate_high_cents: 'high estimate',
  starting_bid_cents: 'starting bid',
  reserve_cents: 'reserve',
  buy_now_price_cents: 'buy-now price',
  consignor_id: 'consignor',
  commission_rate_bp: 'commission rate',
};

function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  if (field.endsWith('_cents') && typeof value === 'number') return formatCents(value);
  if (field === 'commission_rate_bp' && typeof value === 'number') return `${value / 100}%`;
  if (field === 'description') return 'new text';
  if (field.endsWith('_id')) return 'another';
  return `“${String(value)}”`;
}

const statusWords = (status: unknown) =>
  inventoryStatusLabels[status as InventoryStatus]?.toLowerCase() ?? String(status);

/** One history entry in a sentence: what happened, with before and after and both locations of a move. */
export function historyWords(entry: InventoryHistoryEntry): string {
  const detail = entry.detail;
  switch (entry.kind) {
    case 'created':
      return entry.to_location_code ? `Taken in and put at ${entry.to_location_code}.` : 'Taken in.';
    case 'imported':
      return 'Imported from a spreadsheet.';
    case 'updated':
      return `Changed ${entry.changes
        .map(
          (change) =>
            `${fieldNames[change.field] ?? change.field} from ${valueWords(change.field, change.before)} to ${valueWords(change.field, change.after)}`,
        )
        .join('; ')}.`;
    case 'moved':
      return `Moved from ${entry.from_location_code ?? 'no location'} to ${entry.to_location_code ?? 'no location'}.`;
    case 'status_changed':
    case 'returned': {
      const reason = typeof detail.reason === 'string' && detail.reason ? ` Reason: ${detail.reason}` : '';
      return `Status changed from ${statusWords(detail.from)} to ${statusWords(detail.to)}.${reason}`;
    }
    case 'pictures_changed': {
      const count = typeof detail.count === 'number' ? detail.count : 0;
      const what = detail.added
        ? 'Picture added'
        : detail.removed
          ? 'Picture removed'
          : 'Pictures put in a new order';
      return `${what}; ${count} ${count === 1 ? 'picture' : 'pictures'} now.`;
    }
    case 'lotted':
      return 'Put in an auction as a lot.';
    case 'sold':
      return 'Sold.';
    case 'unsold':
      return 'Did not sell.';
    case 'relisted':
      return 'Relisted in another auction.';
  }
}
