import type { SavedSearch, SavedSearchBody } from '@auction/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { AfterCommit, BidderAlerts } from './bidder-alerts';
import type { LotSearchRepository } from './lot-search.repository';
import { unknownCategory } from './lot-search.service';
import type { MatchedLot, SavedSearchesRepository } from './saved-searches.repository';

/** More than a bidder would keep track of; each one is read on every alert pass. */
export const savedSearchesPerBidder = 25;

type Listed = Awaited<ReturnType<SavedSearchesRepository['listOf']>>[number];

function toJson(row: Listed): SavedSearch {
  return {
    id: row.id,
    query: row.query,
    category:
      row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
    created_at: row.created_at.toISOString(),
  };
}

export function createSavedSearchesService(deps: {
  db: Database;
  saved: SavedSearchesRepository;
  search: Pick<LotSearchRepository, 'categoryBySlug'>;
  alerts: BidderAlerts;
  log: FastifyBaseLogger;
}) {
  return {
    async list(userId: string): Promise<SavedSearch[]> {
      return (await deps.saved.listOf(userId)).map(toJson);
    },

    /**
     * Saves the search; the lots it finds now are marked as seen (the bidder has just seen them),
     * so only lots that come later are alerted. The same search saved again is answered as it is.
     */
    async save(userId: string, body: SavedSearchBody): Promise<{ search: SavedSearch; created: boolean }> {
      const query = body.query.replace(/\s+/g, ' ');
      const category = body.category ? await deps.search.categoryBySlug(body.category) : null;
      if (body.category && !category) throw unknownCategory();
      const categoryId = category?.id ?? null;
      const existing = await deps.saved.same(userId, query, categoryId);
      if (existing) return { search: toJson(existing), created: false };
      if ((await deps.saved.listOf(userId)).length >= savedSearchesPerBidder) {
        throw new AppError(
          'CONFLICT',
          `You can keep up to ${savedSearchesPerBidder} saved searches; remove one to save another.`,
        );
      }
      const id = await deps.db.transaction(async (tx) => {
        const saved = await deps.saved.insert(tx, { user_id: userId, query, category_id: categoryId });
        await deps.saved.claimNewMatches(tx, { id: saved, query, category_id: categoryId });
        return saved;
      });
      const row = await deps.saved.find(userId, id);
      if (!row) throw new Error('a saved search vanished after saving');
      return { search: toJson(row), created: true };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deps.saved.remove(userId, id))) {
        throw new AppError('NOT_FOUND', 'This saved search does not exist.');
      }
    },

    /**
     * One alert pass: for each bidder, the lots that became searchable since their searches last
     * looked, claimed and alerted in one transaction (one message listing them all). Safe on
     * every instance at once: a lot is claimed once per saved search. Returns the bidders told.
     */
    async alertPass(): Promise<number> {
      let told = 0;
      for (const owner of await deps.saved.owners()) {
        try {
          const after = await deps.db.transaction(async (tx): Promise<AfterCommit | null> => {
            const lots = new Map<string, MatchedLot>();
            const queries: string[] = [];
            for (const search of await deps.saved.searchesOf(tx, owner.id)) {
              const matched = await deps.saved.claimNewMatches(tx, search);
              if (matched.length === 0) continue;
              queries.push(search.query);
              for (const lot of matched) lots.set(lot.lot_id, lot);
            }
            return lots.size === 0
              ? null
              : deps.alerts.savedSearchMatched(tx, owner, queries, [...lots.values()]);
          });
          if (after) {
            after();
            told += 1;
          }
        } catch (error) {
          deps.log.error({ err: error, userId: owner.id }, 'alerting a saved search failed');
        }
      }
      return told;
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
