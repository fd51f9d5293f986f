import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auctionCategories, type CategoryRow, categories } from '../../db/schema';

export function createCategoriesRepository(db: Database) {
  return {
    all(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.position), asc(categories.name));
    },
    async bySlug(slug: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
      return row ?? null;
    },
    /** Categories of each auction, keyed by auction id. */
    async ofAuctions(auctionIds: string[]): Promise<Map<string, CategoryRow[]>> {
      const byAuction = new Map<string, CategoryRow[]>();
      if (auctionIds.length === 0) return byAuction;
      const rows = await db
        .select({ auction_id: auctionCategories.auction_id, category: categories })
        .from(auctionCategories)
        .innerJoin(categories, eq(categories.id, auctionCategories.category_id))
        .where(inArray(auctionCategories.auction_id, auctionIds))
        .orderBy(asc(categories.position), asc(categories.name));
      for (const row of rows)
        byAuction.set(row.auction_id, [...(byAuction.get(row.auction_id) ?? []), row.category]);
      return byAuction;
    },
    async byId(id: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      return Boolean(row && row.id !== exceptId);
    },
    async update(id: string, values: { name: string; slug: string; image: string | null }) {
      const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
      return row ?? null;
    },
    async insert(values: { name: string; slug: string; position: number; image?: string | null }[]) {
      if (values.length === 0) return [];
      return db.insert(categories).values(values).onConflictDoNothing().returning();
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
