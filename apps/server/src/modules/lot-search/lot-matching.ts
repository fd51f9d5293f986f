import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { anyContainsText } from '../../db/list-query';
import { auctions, categories, lots } from '../../db/schema';

/** Sales a bidder may find lots in: published and not over (drafts never). */
export const searchableAuctionStatuses = ['scheduled', 'open', 'live', 'closing'] as const;
/** Lots a bidder can bid on, or soon can. */
export const searchableLotStatuses = ['open', 'upcoming'] as const;

/** The words of a search, at most ten, each as typed (accents are folded by the database). */
export function searchWordsOf(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/).filter(Boolean))].slice(0, 10);
}

/**
 * Every word must be found in one of the lot's fields: its title, description, brand or
 * category's name (accents and case ignored), or be its lot number. Read by the search page and
 * by the saved-search alerts alike, so what a bidder saves is what they were shown.
 */
export function lotMatches(words: readonly string[]): SQL {
  const each = words.map((word) => {
    return or(
      anyContainsText([lots.title, lots.description, lots.brand, categories.name], word),
      sql`lower(${lots.lot_number}) = lower(${word})`,
    ) as SQL;
  });
  return and(...each) as SQL;
}

/** A lot a bidder may find: open or upcoming, in a published sale not yet over. */
export const lotIsSearchable: SQL = and(
  inArray(lots.status, [...searchableLotStatuses]),
  inArray(auctions.status, [...searchableAuctionStatuses]),
) as SQL;
