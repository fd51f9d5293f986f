import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';
import type { QueuePushes } from '../push/push-queue';

/**
 * Inside the transaction that stores `sale_started`: "the sale is starting" to the devices of
 * everyone following the sale (registered for it, or watching one of its lots), opening the
 * live room. Keyed by the sale, so a sale pushes it once.
 */
export async function queueLiveStartingPushes(
  tx: Queryable,
  queuePushes: QueuePushes,
  auctionId: string,
): Promise<void> {
  const followers = await rowsOf<{ user_id: string; title: string }>(
    tx,
    sql`select f.user_id, a.title from auctions a,
      (select r.user_id from auction_registrations r where r.auction_id = ${auctionId} and r.status <> 'rejected'
       union
       select w.user_id from watchlist w join lots l on l.id = w.lot_id where l.auction_id = ${auctionId}) f
    where a.id = ${auctionId}`,
  );
  await queuePushes(
    tx,
    'live_starting',
    followers.map((row) => ({
      userId: row.user_id,
      dedupeKey: `live-starting:${auctionId}`,
      payload: {
        title: `${row.title} is starting`,
        body: 'The live sale has begun. Join the room to watch and bid.',
        url: `/auctions/${auctionId}/live`,
        tag: `live:${auctionId}`,
      },
    })),
  );
}
