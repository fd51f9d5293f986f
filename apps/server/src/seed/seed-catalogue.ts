import type { AdminSettings } from '@auction/contracts';
import {
  addCalendarDays,
  calendarDateIn,
  formatHours,
  incrementAt,
  NORTH_AMERICAN_INCREMENT_PROFILE,
  staggeredEndMs,
} from '@auction/domain';
import { asc, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  auctionCategories,
  auctionRegistrations,
  auctions,
  bidIncrementProfiles,
  bids,
  type LotRow,
  lotImages,
  lots,
  maxBids,
  phoneBidders,
  users,
} from '../db/schema';
import { slugOf } from '../modules/auctions/slug';
import { createCategoriesRepository } from '../modules/categories/categories.repository';
import { storeLotImage } from '../modules/media/lot-images';
import type { MediaStore } from '../modules/media/media-store';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { mergeSettings, oneLineAddress } from '../modules/settings/settings.service';
import { liveSaleLots, openSaleLots, pastSales } from './catalogue-data';
import { type DemoLot, demoCategories, demoLotNumbers } from './demo-categories';
import { drawLotPicture } from './lot-picture';
import { offerChoices } from './seed-choice-lots';

const minute = 60_000;
const day = 24 * 60 * minute;
const profile = NORTH_AMERICAN_INCREMENT_PROFILE;

// When payment is due and when to collect are the sale's buyer terms (or the house's), not words here.
const terms = `All lots are sold as is, where is. A buyer's premium of 15% and HST apply to every lot.
Pay by e-Transfer, debit, credit card or cash.`;

/** The company settings are the one source of the pickup address and hours. */
function pickupInfoOf(company: AdminSettings): string {
  const hours = formatHours(company.pickup_hours).join('; ');
  return `Pickup at ${oneLineAddress(company.address)}. Bring help to load. Pickup hours are ${hours}`;
}

export interface CatalogueSeedResult {
  auctions: number;
  lots: number;
  images: number;
  ms: number;
}

/** A deterministic "random" number in [0, 1) for lot i, so the demo looks the same on every machine. */
function jitter(i: number): number {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

/**
 * Demo catalogue on an empty database: the default increment profile, categories, an open timed
 * sale whose lots close a few minutes after seeding in a stagger, a scheduled live sale and two
 * past sales with prices realized. Does nothing once any auction exists.
 */
export async function seedCatalogue(
  database: Database,
  options: { media: MediaStore; now?: Date },
): Promise<CatalogueSeedResult | null> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const [existing] = await database.select({ n: sql<number>`count(*)::int` }).from(auctions);
  if ((existing?.n ?? 0) > 0) return null;

  // Pictures first, in parallel and outside the transaction: drawing and encoding is most of the
  // seed's time, and content-addressed files are harmless if another instance seeds instead.
  const pictureOf = new Map<DemoLot, Promise<Awaited<ReturnType<typeof storeLotImage>>>>();
  const allLots = [...openSaleLots, ...liveSaleLots];
  const categoryOf = new Map<string, (typeof demoCategories)[number]>(demoCategories.map((c) => [c.slug, c]));
  const numbers = [...demoLotNumbers(openSaleLots), ...demoLotNumbers(liveSaleLots)];
  allLots.forEach((lot, index) => {
    const category = categoryOf.get(lot.category);
    const lotNumber = numbers[index] ?? String(index + 1);
    pictureOf.set(
      lot,
      drawLotPicture({
        colour: category?.colour ?? '#444444',
        shape: category?.shape ?? 'star',
        lotNumber,
        index,
      }).then((png) => storeLotImage(options.media, png)),
    );
  });
  const pictures = await Promise.all(pictureOf.values());

  return database.transaction(async (db) => {
    // Two instances starting together on one PostgreSQL: the second waits, then finds the catalogue.
    await db.execute(sql`select pg_advisory_xact_lock(7317001)`);
    const [again] = await db.select({ n: sql<number>`count(*)::int` }).from(auctions);
    if ((again?.n ?? 0) > 0) return null;
    const [defaultProfile] = await db
      .insert(bidIncrementProfiles)
      .values({
        name: 'North American standard',
        is_default: true,
        rows: profile.map((row) => ({ from_cents: row.fromCents, increment_cents: row.incrementCents })),
      })
      .onConflictDoNothing()
      .returning();
    const company = mergeSettings(await createSettingsRepository(db).all());
    const pickupInfo = pickupInfoOf(company);
    const seedDay = calendarDateIn(new Date(now), company.time_zone);
    const categoriesRepo = createCategoriesRepository(db);
    await categoriesRepo.insert(
      demoCategories.map((c, position) => ({ name: c.name, slug: c.slug, position })),
    );
    const categoryRows = await categoriesRepo.all();
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));
    const bidders = await db
      .select({ id: users.id })
      .from(users)
      .where(
        sql`'Bidder' = any(${users.roles}) and not ('Staff' = any(${users.roles})) and not ('Admin' = any(${users.roles}))`,
      )
      .orderBy(asc(users.email))
      .limit(3);

    let lotCount = 0;
    async function createAuction(input: {
      title: string;
      status: 'scheduled' | 'open' | 'closed';
      type: 'timed' | 'live';
      startMs: number;
      endMs: number;
      lots: DemoLot[];
      description: string;
      /** The sale's own buyer terms, where it has them. */
      buyerTerms?: Pick<
        typeof auctions.$inferInsert,
        'payment_due_hours' | 'pickup_window' | 'shipping_offered' | 'pickup_info'
      >;
    }) {
      const [auction] = await db
        .insert(auctions)
        .values({
          title: input.title,
          slug: slugOf(input.title),
          description: input.description,
          type: input.type,
          status: input.status,
          start_at: new Date(input.startMs),
          end_at: new Date(input.endMs),
          terms,
          pickup_info: pickupInfo,
          location: 'Dartmouth, Nova Scotia',
          increment_profile_id: defaultProfile?.id ?? null,
          video_url:
            input.type === 'live'
              ? 'https://www.youtube.com/embed/live_stream?channel=UCdartmouthauctions'
              : null,
          ...input.buyerTerms,
        })
        .returning();
      if (!auction) throw new Error('auction insert returned nothing');
      const used = [
        ...new Set(input.lots.map((lot) => categoryId.get(lot.category)).filter((id) => id !== undefined)),
      ];
      await db
        .insert(auctionCategories)
        .values(used.map((category_id) => ({ auction_id: auction.id, category_id })));
      const lotStatus = input.status === 'open' ? 'open' : 'upcoming';
      const endOf = (index: number) =>
        input.type === 'timed' ? new Date(staggeredEndMs(input.endMs, index, 30_000)) : null;
      const lotNumbers = demoLotNumbers(input.lots);
      const rows = await db
        .insert(lots)
        .values(
          input.lots.map((lot, index) => ({
            auction_id: auction.id,
            lot_number: lotNumbers[index] ?? String(index + 1),
            quantity: lot.quantity ?? 1,
            per_unit: lot.perUnit ?? false,
            sale_order: index,
            title: lot.title,
            slug: slugOf(lot.title),
            description: `${lot.detail} Condition: ${lot.condition}. Viewing by appointment at our Dartmouth warehouse.`,
            brand: lot.brand ?? '',
            condition: lot.condition,
            starting_bid_cents: lot.start * 100,
            reserve_cents: lot.reserve ? lot.reserve * 100 : null,
            status: lotStatus as LotRow['status'],
            end_at: endOf(index),
            scheduled_end_at: endOf(index),
            category_id: categoryId.get(lot.category) ?? null,
          })),
        )
        .returning();
      await db.insert(lotImages).values(
        rows.map((row, index) => {
          const demo = input.lots[index];
          const picture = pictures[demo ? allLots.indexOf(demo) : 0] ?? pictures[0];
          if (!picture) throw new Error('no picture drawn');
          return {
            lot_id: row.id,
            position: 0,
            thumb_key: picture.keys.thumb,
            medium_key: picture.keys.medium,
            large_key: picture.keys.large,
            width: picture.width,
            height: picture.height,
          };
        }),
      );
      lotCount += rows.length;
      const cover = pictures[allLots.indexOf(input.lots[0] as DemoLot)];
      if (cover) {
        await db
          .update(auctions)
          .set({ image: options.media.url(cover.keys.medium) })
          .where(sql`${auctions.id} = ${auction.id}`);
      }
      return { auction, rows };
    }

    /**
     * Bids that follow the maximum-bid rules: bidder A's max, then bidder B's higher max, each
     * recorded with the price it set, with one sequence per auction.
     */
    async function bidOn(
      auctionId: string,
      rows: LotRow[],
      pick: (index: number) => boolean,
      closeMs: number | null,
      placedBeforeMs: number,
    ) {
      const [first, second] = bidders;
      if (!first || !second) return;
      await db.insert(auctionRegistrations).values(
        [first, second].map((bidder, i) => ({
          auction_id: auctionId,
          user_id: bidder.id,
          paddle_number: 7000 + i,
          status: 'approved' as const,
          terms_accepted_at: new Date(placedBeforeMs - day),
        })),
      );
      let seq = 0;
      for (const [index, lot] of rows.entries()) {
        if (!pick(index)) continue;
        const start = lot.starting_bid_cents;
        const maxA = start + incrementAt(profile, start) * (1 + Math.floor(jitter(index) * 4));
        const maxB = maxA + incrementAt(profile, maxA) * (1 + Math.floor(jitter(index + 99) * 3));
        const twoBidders = jitter(index + 7) > 0.35;
        const reserve = lot.reserve_cents;
        // A high maximum that reaches the reserve lifts the price to at least the reserve.
        const atLeastReserve = (amount: number, highMax: number) =>
          reserve !== null && highMax >= reserve && amount < reserve ? reserve : amount;
        const opening = atLeastReserve(start, maxA);
        const price = twoBidders
          ? atLeastReserve(Math.min(maxB, maxA + incrementAt(profile, maxA)), maxB)
          : opening;
        const at = (k: number) => new Date(placedBeforeMs - (rows.length - index) * 7 * minute + k * minute);
        const history = [{ bidder: first.id, amount: opening, kind: 'max' as const, max: maxA }];
        if (twoBidders) history.push({ bidder: second.id, amount: price, kind: 'max' as const, max: maxB });
        const placed = history.map((entry, k) => ({ ...entry, seq: ++seq, at: at(k) }));
        await db.insert(bids).values(
          placed.map((entry) => ({
            lot_id: lot.id,
            auction_id: auctionId,
            bidder_id: entry.bidder,
            amount_cents: entry.amount,
            kind: entry.kind,
            seq: entry.seq,
            created_at: entry.at,
          })),
        );
        await db.insert(maxBids).values(
          placed.map((entry) => ({
            lot_id: lot.id,
            bidder_id: entry.bidder,
            max_cents: entry.max,
            placed_at: entry.at,
            seq: entry.seq,
          })),
        );
        const high = placed[placed.length - 1];
        const reserveMet = reserve === null || price >= reserve;
        await db
          .update(lots)
          .set({
            current_price_cents: price,
            bid_count: placed.length,
            high_bidder_id: high?.bidder ?? null,
            high_max_cents: high?.max ?? null,
            ...(closeMs === null
              ? {}
              : {
                  status: reserveMet ? ('sold' as const) : ('passed' as const),
                  closed_at: new Date(closeMs),
                }),
          })
          .where(sql`${lots.id} = ${lot.id}`);
      }
      if (closeMs !== null) {
        await db
          .update(lots)
          .set({ status: 'passed', closed_at: new Date(closeMs) })
          .where(sql`${lots.auction_id} = ${auctionId} and ${lots.status} = 'upcoming'`);
      }
      await db.update(auctions).set({ last_seq: seq }).where(sql`${auctions.id} = ${auctionId}`);
    }

    /**
     * Absentee maximum bids on the live sale's first lots, left by the registered demo bidders
     * before the sale: the clerk sees them waiting, and they bid by themselves when the lot opens.
     */
    async function leaveAbsenteeBids(auctionId: string, rows: LotRow[]) {
      const [first, second] = bidders;
      if (!first || !second) return;
      const registered = await db
        .insert(auctionRegistrations)
        .values(
          [first, second].map((bidder, i) => ({
            auction_id: auctionId,
            user_id: bidder.id,
            paddle_number: 7000 + i,
            status: 'approved' as const,
            terms_accepted_at: new Date(now - day),
          })),
        )
        .returning({ id: auctionRegistrations.id });
      // The second bidder also asked to be telephoned for the third and fourth lots.
      const caller = registered[1];
      if (caller) {
        await db.insert(phoneBidders).values({
          registration_id: caller.id,
          auction_id: auctionId,
          phone: '(902) 555-0188',
          lot_numbers: rows.slice(2, 4).map((row) => row.lot_number),
          line_staff: 'Dana',
        });
      }
      const maxima = rows.slice(0, 3).flatMap((lot, index) => {
        const start = lot.starting_bid_cents;
        const steps = (n: number) => {
          let amount = start;
          for (let k = 0; k < n; k += 1) amount += incrementAt(profile, amount);
          return amount;
        };
        const placed = [{ bidder: first.id, max: steps(2 + index) }];
        if (index !== 1) placed.push({ bidder: second.id, max: steps(4 + index) });
        return placed.map((entry) => ({ lot_id: lot.id, bidder_id: entry.bidder, max_cents: entry.max }));
      });
      await db.insert(maxBids).values(
        maxima.map((entry, i) => ({
          ...entry,
          placed_at: new Date(now - day + i * minute),
          seq: i + 1,
        })),
      );
    }

    // The open sale: its first lot closes five minutes after seeding, the rest every 30 s after.
    const open = await createAuction({
      title: 'Dartmouth Estate & Bedford Restaurant Liquidation',
      status: 'open',
      type: 'timed',
      startMs: now - 3 * day,
      endMs: now + 5 * minute,
      lots: openSaleLots,
      description:
        'Contents of a Dartmouth estate and the equipment of a closed Bedford restaurant: furniture, tools, jewellery, art, collectibles, electronics, a truck and a boat.',
    });
    await bidOn(open.auction.id, open.rows, (i) => i % 3 === 0, null, now);

    const live = await createAuction({
      title: 'Fall Fine Furnishings & Art — Live Webcast',
      status: 'scheduled',
      type: 'live',
      startMs: now + 9 * day,
      endMs: now + 9 * day + 3 * 60 * minute,
      lots: liveSaleLots,
      description:
        'A live sale with an auctioneer in our Dartmouth saleroom and online bidding on the webcast.',
    });
    await leaveAbsenteeBids(live.auction.id, live.rows);
    await offerChoices(db, live.auction.id, liveSaleLots, live.rows);

    for (const sale of pastSales) {
      const endMs = now - sale.weeksAgo * 7 * day;
      const past = await createAuction({
        title: sale.title,
        status: 'closed',
        type: 'timed',
        startMs: endMs - 7 * day,
        endMs,
        lots: sale.lots,
        description: `Closed sale. Prices realized are shown for every lot sold; passed lots did not meet their reserve or had no bids.`,
        ...(sale.buyerTerms && {
          buyerTerms: {
            payment_due_hours: sale.buyerTerms.payment_due_hours,
            pickup_window: {
              kind: 'window' as const,
              from: addCalendarDays(seedDay, sale.buyerTerms.pickupDays.from),
              until: addCalendarDays(seedDay, sale.buyerTerms.pickupDays.until),
              opens: sale.buyerTerms.opens,
              closes: sale.buyerTerms.closes,
            },
            shipping_offered: sale.buyerTerms.shipping_offered,
            pickup_info: sale.buyerTerms.pickup_info,
          },
        }),
      });
      await bidOn(past.auction.id, past.rows, (i) => i % 4 !== 3, endMs + past.rows.length * 30_000, endMs);
    }

    return {
      auctions: 4,
      lots: lotCount,
      images: pictures.length,
      ms: Math.round(performance.now() - started),
    };
  });
}
