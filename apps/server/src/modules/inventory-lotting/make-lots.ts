import { type InventoryStatus, inventoryStatusLabels } from '@auction/contracts';
import { compareLotNumbers, staggeredEndMs } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { slugOf } from '../auctions/slug';
import { recordItemEvents } from '../inventory/item-history';
import { nextLotNumbers } from './lot-numbers';

export interface LottedItem {
  item_id: string;
  sku: string;
  lot_id: string;
  lot_number: string;
}
export interface RefusedItem {
  item_id: string;
  sku: string | null;
  reason: string;
}

interface AuctionHead {
  id: string;
  title: string;
  status: string;
  type: 'timed' | 'live';
  end_at: Date | string | null;
  stagger_seconds: number;
}

interface ClaimedItem {
  id: string;
  sku: string;
  lot_number: string | null;
  title: string;
  description: string;
  brand: string;
  condition: string;
  quantity: number;
  starting_bid_cents: string | number | null;
  reserve_cents: string | number | null;
  category_id: string | null;
  consignor_id: string | null;
  status: InventoryStatus;
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Why an item that was not claimed cannot become a lot. */
function refusalOf(
  item: { status: InventoryStatus; starting_bid_cents: unknown } | undefined,
  allowed: readonly InventoryStatus[],
) {
  if (!item) return 'This item does not exist.';
  if (!allowed.includes(item.status)) {
    if (item.status === 'in_auction') return 'This item is already in an auction.';
    const label = (status: InventoryStatus) => inventoryStatusLabels[status].toLowerCase();
    return `This item is ${label(item.status)}; only ${allowed.map(label).join(' or ')} items can become lots.`;
  }
  return 'This item has no starting bid; give it one first.';
}

/**
 * The house's own lot numbers of the items being lotted (not of those relisted, which take the
 * next free numbers), and the items refused because their number is already in the sale or an
 * earlier chosen item has it.
 */
function houseNumbersOf(
  items: readonly Pick<ClaimedItem, 'id' | 'sku' | 'lot_number'>[],
  taken: readonly string[],
  useHouseNumbers: boolean,
): { numbered: Map<string, string>; clashes: Map<string, string> } {
  const numbered = new Map<string, string>();
  const clashes = new Map<string, string>();
  if (!useHouseNumbers) return { numbered, clashes };
  const inSale = new Set(taken.map((number) => number.toUpperCase()));
  const chosenWith = new Map<string, string>();
  for (const item of items) {
    const number = item.lot_number?.toUpperCase();
    if (!number) continue;
    const other = chosenWith.get(number);
    if (other)
      clashes.set(item.id, `Lot ${number} is also the number of ${other}; give one of them another.`);
    else if (inSale.has(number))
      clashes.set(
        item.id,
        `Lot ${number} is already in this auction; give the item another lot number or none.`,
      );
    else {
      numbered.set(item.id, number);
      chosenWith.set(number, item.sku);
    }
  }
  return { numbered, clashes };
}

/**
 * Makes lots of inventory items in one transaction: the auction is locked so its numbers follow
 * on, each item is claimed by a conditional update (two staff adding the same item at once make
 * one lot), fields and pictures are copied (the picture rows, not the files) and the item's
 * history says where it went.
 */
export async function lotItems(
  db: Database,
  input: {
    auctionId: string;
    itemIds: readonly string[];
    allowed: readonly InventoryStatus[];
    eventKind: 'lotted' | 'relisted';
    actorId: string | null;
  },
): Promise<{ added: LottedItem[]; refused: RefusedItem[] }> {
  return db.transaction(async (tx) => {
    const [auction] = await rowsOf<AuctionHead>(
      tx,
      sql`select id, title, status, type, end_at, stagger_seconds from auctions where id = ${input.auctionId} for update`,
    );
    if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
    if (auction.status !== 'draft' && auction.status !== 'scheduled') {
      throw new AppError('CONFLICT', 'Items can be added only to a draft or scheduled auction.');
    }
    // Locked first: a second staff member adding the same item waits here, then sees it taken.
    const items = await rowsOf<ClaimedItem>(
      tx,
      sql`select id, sku, lot_number, title, description, brand, condition, quantity, starting_bid_cents, reserve_cents,
        category_id, consignor_id, status
      from inventory_items where id in (${uuidList(input.itemIds)}) order by id for update`,
    );
    const existing = await rowsOf<{ lot_number: string; sale_order: number }>(
      tx,
      sql`select lot_number, sale_order from lots where auction_id = ${auction.id}`,
    );
    const eligible = items.filter(
      (item) => input.allowed.includes(item.status) && item.starting_bid_cents !== null,
    );
    // Staff chose them in this order; a relisted item takes the next free number, a new one the
    // house's own number where it has one.
    const chosen = input.itemIds.flatMap((id) => eligible.filter((item) => item.id === id));
    const { numbered, clashes } = houseNumbersOf(
      chosen,
      existing.map((lot) => lot.lot_number),
      input.eventKind === 'lotted',
    );
    const claimed = chosen.filter((item) => !clashes.has(item.id));
    const refused = input.itemIds
      .filter((id) => !claimed.some((item) => item.id === id))
      .map((id) => {
        const item = items.find((row) => row.id === id);
        const clash = clashes.get(id);
        return { item_id: id, sku: item?.sku ?? null, reason: clash ?? refusalOf(item, input.allowed) };
      });
    if (claimed.length === 0) return { added: [], refused };
    await tx.execute(sql`update inventory_items set status = 'in_auction', updated_at = now()
      where id in (${uuidList(claimed.map((item) => item.id))})`);

    const unnumbered = claimed.filter((item) => !numbered.has(item.id)).length;
    const numbers = nextLotNumbers(
      [...existing.map((lot) => lot.lot_number), ...numbered.values()],
      unnumbered,
    );
    const firstOrder = existing.reduce((max, lot) => Math.max(max, Number(lot.sale_order) + 1), 0);
    // The house's numbers in their natural order, then the rest in the order staff chose them.
    const ordered = [
      ...claimed
        .filter((item) => numbered.has(item.id))
        .sort((a, b) => compareLotNumbers(numbered.get(a.id) ?? '', numbered.get(b.id) ?? '')),
      ...claimed.filter((item) => !numbered.has(item.id)),
    ];
    const end = auction.status !== 'draft' && auction.type === 'timed' && auction.end_at;
    const added: LottedItem[] = [];
    for (const [index, item] of ordered.entries()) {
      const saleOrder = firstOrder + index;
      const endAt = end
        ? new Date(staggeredEndMs(new Date(end).getTime(), saleOrder, auction.stagger_seconds * 1000))
        : null;
      const lotNumber = numbered.get(item.id) ?? numbers.shift() ?? String(saleOrder + 1);
      const [lot] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into lots (auction_id, lot_number, sale_order, title, slug, description, brand, condition,
          quantity, starting_bid_cents, reserve_cents, status, end_at, scheduled_end_at, consignor_id,
          inventory_item_id, category_id)
        values (${auction.id}, ${lotNumber}, ${saleOrder}, ${item.title}, ${slugOf(item.title)}, ${item.description},
          ${item.brand}, ${item.condition}, ${item.quantity}, ${Number(item.starting_bid_cents)}::bigint,
          ${item.reserve_cents === null ? null : Number(item.reserve_cents)}::bigint, 'upcoming',
          ${endAt}::timestamptz, ${endAt}::timestamptz, ${item.consignor_id}::uuid, ${item.id}::uuid, ${item.category_id}::uuid)
        returning id`,
      );
      if (!lot) throw new Error('lot insert returned nothing');
      added.push({ item_id: item.id, sku: item.sku, lot_id: lot.id, lot_number: lotNumber });
    }
    await copyPictures(tx, added);
    await recordItemEvents(
      tx,
      added.map((lot) => ({
        itemId: lot.item_id,
        kind: input.eventKind,
        detail: {
          auction_id: auction.id,
          auction_title: auction.title,
          lot_id: lot.lot_id,
          lot_number: lot.lot_number,
          changes: {
            status: [claimed.find((item) => item.id === lot.item_id)?.status ?? null, 'in_auction'],
          },
        },
        actorId: input.actorId,
      })),
    );
    return { added, refused };
  });
}

/** The item's picture rows become the lot's: the files are content-addressed and shared. */
async function copyPictures(tx: Queryable, lots: readonly LottedItem[]) {
  const pairs = sql.join(
    lots.map((lot) => sql`(${lot.lot_id}::uuid, ${lot.item_id}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`insert into lot_images (lot_id, position, thumb_key, medium_key, large_key, width, height)
    select p.lot_id, im.position, im.thumb_key, im.medium_key, im.large_key, im.width, im.height
    from (values ${pairs}) as p(lot_id, item_id)
    join inventory_images im on im.item_id = p.item_id`);
}
