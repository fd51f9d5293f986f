import type {
  Auction,
  AuctionBody,
  AuctionListQuery,
  PageMeta,
  PastAuction,
  PictureVariants,
  StaffAuctionListQuery,
} from '@auction/contracts';
import { centsToDollars } from '@auction/contracts';
import { formatHours, leadingUuid, staggeredEndMs } from '@auction/domain';
import type { AuctionRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { CategoriesRepository } from '../categories/categories.repository';
import { toIncrementProfile } from '../increment-profiles/increment-profile-rows';
import type { IncrementProfilesRepository } from '../increment-profiles/increment-profiles.repository';
import type { LotsRepository } from '../lots/lots.repository';
import { storeLotImage } from '../media/lot-images';
import type { MediaStore } from '../media/media-store';
import type { SettingsService } from '../settings/settings.service';
import { toAuctionJson } from './auction-json';
import type { AuctionInsert, AuctionsRepository, LotPictureKeys } from './auctions.repository';
import { slugOf } from './slug';

/** Who an auction is presented to: the public's pages, or staff's forms and lists. */
type AuctionView = 'public' | 'staff';

const notFound = () => new AppError('NOT_FOUND', 'This auction does not exist.');

function settingsOf(body: AuctionBody): Omit<AuctionInsert, 'status'> {
  const { start_at, end_at, category_ids: _categories, ...settings } = body;
  return {
    ...settings,
    slug: slugOf(body.title),
    start_at: start_at ? new Date(start_at) : null,
    end_at: end_at ? new Date(end_at) : null,
  };
}

export function createAuctionsService(deps: {
  auctions: AuctionsRepository;
  lots: Pick<LotsRepository, 'incrementRowsOf' | 'idsOfAuction' | 'updateMany' | 'allOfAuction' | 'insert'>;
  categories: CategoriesRepository;
  incrementProfiles: IncrementProfilesRepository;
  media: MediaStore;
  /** The house's payment terms and pickup hours, which a sale's own terms fall back to. */
  settings: Pick<SettingsService, 'get'>;
  /** Whether card payment online is set up: a card-on-file sale cannot be published without it. */
  cardPayments?: boolean;
}) {
  /**
   * Lot figures, categories and increment rows of a page of auctions: one query each. The public
   * sees an auction without a cover of its own with its first lot's picture; staff see the cover
   * as stored, which is what their form keeps or replaces.
   */
  async function extrasOf(rows: AuctionRow[], view: AuctionView) {
    const ids = rows.map((row) => row.id);
    const uncovered = view === 'public' ? rows.filter((row) => !row.image).map((row) => row.id) : [];
    const [stats, categories, increments, settings, lotPictures] = await Promise.all([
      deps.auctions.lotStats(ids),
      deps.categories.ofAuctions(ids),
      deps.lots.incrementRowsOf(ids),
      deps.settings.get(),
      deps.auctions.firstLotPictures(uncovered),
    ]);
    const house = {
      paymentTermsDays: settings.invoice_payment_terms_days,
      pickupHours: formatHours(settings.pickup_hours),
    };
    return (row: AuctionRow) => ({
      stats: stats.get(row.id),
      json: toAuctionJson(
        row,
        stats.get(row.id),
        categories.get(row.id) ?? [],
        toIncrementProfile(increments.get(row.id) ?? null),
        house,
        lotCoverOf(lotPictures.get(row.id)),
      ),
    });
  }

  function lotCoverOf(keys: LotPictureKeys | undefined): PictureVariants | null {
    if (!keys) return null;
    return {
      thumb: deps.media.url(keys.thumb_key),
      medium: deps.media.url(keys.medium_key),
      large: deps.media.url(keys.large_key),
    };
  }

  async function present(rows: AuctionRow[], view: AuctionView): Promise<Auction[]> {
    const extras = await extrasOf(rows, view);
    return rows.map((row) => extras(row).json);
  }

  async function presentOne(row: AuctionRow, view: AuctionView = 'staff'): Promise<Auction> {
    const [json] = await present([row], view);
    if (!json) throw notFound();
    return json;
  }

  /** `{uuid}` or `{uuid}-{slug}`; drafts only for staff. */
  async function find(idOrSlug: string, options: { withDrafts: boolean }): Promise<AuctionRow> {
    const id = leadingUuid(idOrSlug);
    const row = id ? await deps.auctions.byId(id) : null;
    if (!row || (row.status === 'draft' && !options.withDrafts)) throw notFound();
    return row;
  }

  async function checkProfileAndCategories(body: Pick<AuctionBody, 'category_ids' | 'increment_profile_id'>) {
    if (body.increment_profile_id && !(await deps.incrementProfiles.byId(body.increment_profile_id))) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        increment_profile_id: ['Choose an increment profile from the list.'],
      });
    }
    if (body.category_ids.length === 0) return;
    const known = new Set((await deps.categories.all()).map((category) => category.id));
    if (body.category_ids.some((id) => !known.has(id))) {
      throw new AppError('VALIDATION_FAILED', undefined, {
        category_ids: ['Choose categories from the list.'],
      });
    }
  }

  return {
    find,

    async isPublic(id: string): Promise<boolean> {
      const row = await deps.auctions.byId(id);
      return row !== null && row.status !== 'draft';
    },

    async list(query: AuctionListQuery) {
      const { rows, total } = await deps.auctions.listPublic(query);
      return {
        data: await present(rows, 'public'),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async listPast(query: AuctionListQuery): Promise<{ data: PastAuction[]; meta: PageMeta }> {
      const { rows, total } = await deps.auctions.listPast(query);
      const extras = await extrasOf(rows, 'public');
      const data = rows.map((row) => {
        const { stats: lotStats, json } = extras(row);
        return {
          ...json,
          soldLots: lotStats?.sold ?? 0,
          totalRealized: centsToDollars(lotStats?.realized_cents ?? 0),
        };
      });
      return { data, meta: { total, page: query.page, per_page: query.per_page } };
    },

    /** The public page (drafts hidden), or staff's record of the auction (drafts too). */
    async get(idOrSlug: string, options: { withDrafts: boolean }): Promise<Auction> {
      return presentOne(await find(idOrSlug, options), options.withDrafts ? 'staff' : 'public');
    },

    async listAll(query: StaffAuctionListQuery) {
      const { rows, total } = await deps.auctions.listAll(query);
      return {
        data: await present(rows, 'staff'),
        meta: { total, page: query.page, per_page: query.per_page },
      };
    },

    async create(body: AuctionBody): Promise<Auction> {
      await checkProfileAndCategories(body);
      const row = await deps.auctions.insert({ ...settingsOf(body), status: 'draft' }, body.category_ids);
      return presentOne(row);
    },

    async update(idOrSlug: string, body: AuctionBody): Promise<Auction> {
      const existing = await find(idOrSlug, { withDrafts: true });
      if (existing.status === 'closed' || existing.status === 'settled') {
        throw new AppError('CONFLICT', 'A closed auction can no longer be changed.');
      }
      await checkProfileAndCategories(body);
      const row = await deps.auctions.update(existing.id, settingsOf(body), body.category_ids);
      if (!row) throw notFound();
      return presentOne(row);
    },

    /** Draft -> scheduled: it becomes public, and each lot gets its staggered end time. */
    async publish(idOrSlug: string): Promise<Auction> {
      const existing = await find(idOrSlug, { withDrafts: true });
      if (existing.status !== 'draft') throw new AppError('CONFLICT', 'Only a draft can be published.');
      const problems: Record<string, string[]> = {};
      if (!existing.start_at) problems.start_at = ['Set the start before publishing.'];
      if (!existing.end_at) problems.end_at = ['Set the end before publishing.'];
      const lots = await deps.lots.idsOfAuction(existing.id);
      if (lots.length === 0) problems.lots = ['Add at least one lot before publishing.'];
      if (existing.card_on_file_required && !deps.cardPayments) {
        problems.card_on_file_required = [
          'Card payment online is not set up, so bidders cannot save a card: turn off "card on file required" or set up Stripe first.',
        ];
      }
      if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', undefined, problems);
      const endMs = existing.end_at?.getTime() ?? 0;
      if (existing.type === 'timed') {
        await deps.lots.updateMany(
          lots.map((lot, index) => {
            const end = new Date(staggeredEndMs(endMs, index, existing.stagger_seconds * 1000));
            return { id: lot.id, values: { end_at: end, scheduled_end_at: end } };
          }),
        );
      }
      const row = await deps.auctions.update(existing.id, { status: 'scheduled' });
      if (!row) throw notFound();
      return presentOne(row);
    },

    /** The cover picture: stored like lot images, the medium size shown on cards. */
    async setCoverImage(idOrSlug: string, upload: Buffer): Promise<Auction> {
      const existing = await find(idOrSlug, { withDrafts: true });
      const stored = await storeLotImage(deps.media, upload);
      const row = await deps.auctions.update(existing.id, { image: deps.media.url(stored.keys.medium) });
      if (!row) throw notFound();
      return presentOne(row);
    },

    /** Only a draft may be deleted; a published auction is withdrawn lot by lot instead. */
    async remove(idOrSlug: string): Promise<{ message: string }> {
      const existing = await find(idOrSlug, { withDrafts: true });
      if (existing.status !== 'draft') {
        throw new AppError(
          'CONFLICT',
          'Only a draft can be deleted; withdraw the lots of a published auction.',
        );
      }
      await deps.auctions.remove(existing.id);
      return { message: 'The draft is deleted.' };
    },

    /** A new draft with the same settings and lots (no bids, no end times, scheduled or not). */
    async clone(idOrSlug: string): Promise<Auction> {
      const source = await find(idOrSlug, { withDrafts: true });
      const {
        id: _id,
        created_at: _created,
        updated_at: _updated,
        last_seq: _seq,
        status: _status,
        ...settings
      } = source;
      const title = `Copy of ${source.title}`.slice(0, 160);
      const row = await deps.auctions.insert(
        { ...settings, title, slug: slugOf(title), status: 'draft' },
        await deps.auctions.categoryIdsOf(source.id),
      );
      const lots = await deps.lots.allOfAuction(source.id);
      await deps.lots.insert(
        lots.map((lot) => ({
          auction_id: row.id,
          lot_number: lot.lot_number,
          sale_order: lot.sale_order,
          title: lot.title,
          slug: lot.slug,
          description: lot.description,
          brand: lot.brand,
          condition: lot.condition,
          quantity: lot.quantity,
          starting_bid_cents: lot.starting_bid_cents,
          reserve_cents: lot.reserve_cents,
          consignor_id: lot.consignor_id,
          category_id: lot.category_id,
        })),
      );
      return presentOne(row);
    },
  };
}
export type AuctionsService = ReturnType<typeof createAuctionsService>;
