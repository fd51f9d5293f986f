import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lotGroups, lots } from '../db/schema';
import type { DemoLot } from './demo-categories';

/** Runs of neighbouring demo lots marked `choice` become one choice group each, as staff would set them up. */
export async function offerChoices(
  db: Database,
  auctionId: string,
  demoLots: readonly DemoLot[],
  rows: readonly { id: string }[],
): Promise<void> {
  const runs: string[][] = [];
  demoLots.forEach((lot, index) => {
    const id = rows[index]?.id;
    if (!lot.choice || !id) return;
    const previous = demoLots[index - 1];
    if (previous?.choice && runs.length > 0) runs.at(-1)?.push(id);
    else runs.push([id]);
  });
  for (const run of runs.filter((ids) => ids.length > 1)) {
    const [group] = await db.insert(lotGroups).values({ auction_id: auctionId, kind: 'choice' }).returning();
    if (!group) continue;
    await db
      .update(lots)
      .set({ group_id: group.id })
      .where(
        sql`${lots.id} in (${sql.join(
          run.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  }
}
