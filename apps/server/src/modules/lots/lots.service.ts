import type { BidHistoryItem, Lot, LotBody, LotListQuery, LotUpdateBody, StaffLot } from '@auction/contracts';
import { centsToDollars } from '@auction/contracts';
import { leadingUuid, staggeredEndMs } from '@auction/domain';
import { AppError } from '../../errors';
import type { AuctionsService } from '../auctions/auctions.service';
import { slugOf } from '../auctions/slug';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import { storeLotImage } from '../media/lot-images';
import type { MediaStore } from '../media/media-store';
import { toLotJson, toStaffLotJson } from './lot-json';
import type { LotInsert, LotsRepository, LotWithCategory } from './lots.repository';

const notFound = () => new AppError('NOT_FOUND', 'This lot does not exist.');

/** "Paddle 7003" when registered, else an initial: never a name in full, never an e-mail. */
function bidderLabel(row: { paddle_number: number | null; first_name: string; name: string }): string {
  if (row.paddle_number !== null) return `Paddle ${row.paddle_number}`;
  const initial = (row.first_name || row.name).trim().charAt(0).toUpperCase() || 'B';
  return `Bidder ${initial}***`;
}

function columnsOf(body: LotUpdateBody): Partial<LotInsert> {
  const { startingBid, lot_number, title, ...rest } = body;
  return {
    ...rest,
    ...(title === undefined ? {} : { title, slug: slugOf(title) }),
    ...(lot_number === undefined ? {} : { lot_number }),
    ...(startingBid === undefined ? {} : { starting_bid_cents: startingBid }),
  };
}

export function createLotsService(deps: {
  lots: LotsRepository;
  auctions: Pick<AuctionsService, 'find' | 'isPublic'>;
  media: MediaStore;
  /** The lot's inventory item goes back in stock. */
  onWithdrawn?: (lotId: string) => Promise<void>;
}) {
  async function extrasOf(rows: LotWithCategory[]) {
    const images = await deps.lots.imagesOf(rows.map((row) => row.id));
    const increments = await deps.lots.incrementRowsOf([...new Set(rows.map((row) => row.auction_id))]);
    return (row: LotWithCategory) => ({
      images: images.get(row.id) ?? [],
      increments: toIncrementProfile(increments.get(row.auction_id) ?? null),
    });
  }

  async function present(rows: LotWithCategory[]): Promise<Lot[]> {
    const extras = await extrasOf(rows);
    return rows.map((row) => toLotJson(row, extras(row), deps.media));
  }

  async function presentForStaff(rows: LotWithCategory[]): Promise<StaffLot[]> {
    const extras = await extrasOf(rows);
    return rows.map((row) => toStaffLotJson(row, extras(row), deps.media));
  }

  /** A lot a guest may see: its auction is published. */
  async function findPublic(idOrSlug: string): Promise<LotWithCategory> {
    const id = leadingUuid(idOrSlug);
    const lot = id ? await deps.lots.byId(id) : null;
    if (!lot) throw notFound();
    await deps.auctions.find(lot.auction_id, { withDrafts: false }).catch(() => {
      throw notFound();
    });
    return lot;
  }

  async function findForStaff(id: string): Promise<LotWithCategory> {
    const lot = await deps.lots.byId(id);
    if (!lot) throw notFound();
    return lot;
  }

  async function checkLotNumber(auctionId: string, lotNumber: string | undefined, exceptId?: string) {
    if (lotNumber && (await deps.lots.lotNumberTaken(auctionId, lotNumber, exceptId))) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        lot_number: [`Lot ${lotNumber} is already in this auction.`],
      });
    }
  }

  /** A lot's consignor must be a consignor record; an unknown id is the client's mistake, not a 500. */
  async function checkConsignor(consignorId: string | null | undefined) {
    if (consignorId && !(await deps.lots.consignorExists(consignorId))) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        consignor_id: ['That consignor does not exist.'],
      });
    }
  }

  async function staffLot(id: string) {
    const [json] = await presentForStaff([await findForStaff(id)]);
    if (!json) throw notFound();
    return json;
  }

  return {
    async listPublic(auctionIdOrSlug: string, query: LotListQuery) {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: false });
      const { rows, total } = await deps.lots.listByAuction(auction.id, query, { withWithdrawn: false });
      return {
        data: await present(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async getPublic(idOrSlug: string) {
      const [json] = await present([await findPublic(idOrSlug)]);
      if (!json) throw notFound();
      return json;
    },

    /** Lots in the order given (a watchlist, a bidder's bids), leaving out those of drafts. */
    async publicByIds(lotIds: string[]) {
      const rows = await deps.lots.byIds(lotIds);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const visible: LotWithCategory[] = [];
      for (const id of lotIds) {
        const row = byId.get(id);
        if (row && (await deps.auctions.isPublic(row.auction_id))) visible.push(row);
      }
      return present(visible);
    },

    async bidHistory(idOrSlug: string): Promise<{ data: BidHistoryItem[] }> {
      const lot = await findPublic(idOrSlug);
      const rows = await deps.lots.bidHistory(lot.id, 200);
      return {
        data: rows.map((row) => ({
          id: row.id,
          amount: centsToDollars(row.amount_cents),
          kind: row.kind,
          bidder: bidderLabel(row),
          seq: row.seq,
          created_at: row.created_at.toISOString(),
        })),
      };
    },

    async listForStaff(auctionIdOrSlug: string, query: LotListQuery) {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const { rows, total } = await deps.lots.listByAuction(auction.id, query, { withWithdrawn: true });
      return {
        data: await presentForStaff(rows),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async add(auctionIdOrSlug: string, body: LotBody) {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      if (auction.status === 'closed' || auction.status === 'settled') {
        throw new AppError('CONFLICT', 'Lots cannot be added to a closed auction.');
      }
      await checkLotNumber(auction.id, body.lot_number);
      await checkConsignor(body.consignor_id);
      const saleOrder = await deps.lots.nextSaleOrder(auction.id);
      // Publishing staggered the lots already there; a lot added later takes the next place in line.
      const published = auction.status !== 'draft' && auction.type === 'timed' && auction.end_at;
      const end = published
        ? new Date(staggeredEndMs(published.getTime(), saleOrder, auction.stagger_seconds * 1000))
        : null;
      const [row] = await deps.lots.insert([
        {
          ...(columnsOf(body) as LotInsert),
          auction_id: auction.id,
          sale_order: saleOrder,
          status: auction.status === 'open' ? 'open' : 'upcoming',
          ...(end ? { end_at: end, scheduled_end_at: end } : {}),
        },
      ]);
      if (!row) throw new Error('lot insert returned nothing');
      return staffLot(row.id);
    },

    async edit(id: string, body: LotUpdateBody) {
      const lot = await findForStaff(id);
      if (lot.status === 'sold' || lot.status === 'passed')
        throw new AppError('CONFLICT', 'A closed lot cannot be changed.');
      if (body.lot_number !== undefined && body.lot_number !== lot.lot_number) {
        const auction = await deps.auctions.find(lot.auction_id, { withDrafts: true });
        if (auction.status !== 'draft' && auction.status !== 'scheduled') {
          // Bidders, absentee forms and the printed catalogue know the lot by its number.
          throw new AppError('CONFLICT', 'A lot number cannot change once the sale has opened.');
        }
      }
      await checkLotNumber(lot.auction_id, body.lot_number, lot.id);
      await checkConsignor(body.consignor_id);
      await deps.lots.update(lot.id, columnsOf(body));
      return staffLot(lot.id);
    },

    async withdraw(id: string) {
      const lot = await findForStaff(id);
      if (lot.status === 'sold' || lot.status === 'passed')
        throw new AppError('CONFLICT', 'A closed lot cannot be withdrawn.');
      await deps.lots.update(lot.id, { status: 'withdrawn' });
      await deps.onWithdrawn?.(lot.id);
      return staffLot(lot.id);
    },

    /** New sale order: the list must name every lot of the auction exactly once. */
    async reorder(auctionIdOrSlug: string, lotIds: string[]) {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const current = await deps.lots.idsOfAuction(auction.id);
      const known = new Set(current.map((lot) => lot.id));
      if (lotIds.length !== known.size || lotIds.some((id) => !known.has(id))) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          lot_ids: ['List every lot of this auction exactly once.'],
        });
      }
      await deps.lots.updateMany(lotIds.map((id, sale_order) => ({ id, values: { sale_order } })));
      return { message: 'The sale order is saved.' };
    },

    async bulkPrices(
      auctionIdOrSlug: string,
      changes: { id: string; startingBid?: number | undefined; reserve_cents?: number | null | undefined }[],
    ) {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const known = new Set((await deps.lots.idsOfAuction(auction.id)).map((lot) => lot.id));
      const unknown = changes.findIndex((change) => !known.has(change.id));
      if (unknown >= 0) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          [`lots.${unknown}.id`]: ['This lot is not in this auction.'],
        });
      }
      await deps.lots.updateMany(
        changes.map((change) => ({
          id: change.id,
          values: {
            ...(change.startingBid === undefined ? {} : { starting_bid_cents: change.startingBid }),
            ...(change.reserve_cents === undefined ? {} : { reserve_cents: change.reserve_cents }),
          },
        })),
      );
      return { message: `${changes.length} ${changes.length === 1 ? 'lot' : 'lots'} updated.` };
    },

    /** The list must name every image of the lot exactly once; the first is the cover. */
    async orderImages(id: string, imageIds: string[]) {
      const lot = await findForStaff(id);
      const current = new Set(
        (await deps.lots.imagesOf([lot.id])).get(lot.id)?.map((image) => image.id) ?? [],
      );
      if (imageIds.length !== current.size || imageIds.some((imageId) => !current.has(imageId))) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          image_ids: ['List every image of this lot exactly once.'],
        });
      }
      await deps.lots.orderImages(lot.id, imageIds);
      return staffLot(lot.id);
    },

    async removeImage(id: string, imageId: string) {
      const lot = await findForStaff(id);
      if (!(await deps.lots.removeImage(lot.id, imageId))) {
        throw new AppError('NOT_FOUND', 'This image is not on this lot.');
      }
      return staffLot(lot.id);
    },

    async addImage(id: string, upload: Buffer) {
      const lot = await findForStaff(id);
      const stored = await storeLotImage(deps.media, upload);
      await deps.lots.addImage(lot.id, {
        thumb_key: stored.keys.thumb,
        medium_key: stored.keys.medium,
        large_key: stored.keys.large,
        width: stored.width,
        height: stored.height,
      });
      return staffLot(lot.id);
    },
  };
}
export type LotsService = ReturnType<typeof createLotsService>;
