import { firstOnlinePaddle, type LiveBidder } from '@auction/domain';
import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/queries';

interface TakerRow {
  user_id: string | null;
  status: string;
  on_phone: boolean;
}

/**
 * Who a paddle the clerk names is, when they take lots of a choice: a registered online bidder
 * (internet, or phone when staff bid for them on a line), a floor registration, or a floor paddle
 * the room uses without registering. A string says why the paddle cannot take lots.
 */
export async function choiceTaker(
  db: Queryable,
  auctionId: string,
  paddle: number,
): Promise<LiveBidder | string> {
  const [row] = await rowsOf<TakerRow>(
    db,
    sql`select r.user_id, r.status,
      exists (select 1 from phone_bidders p where p.registration_id = r.id) as on_phone
    from auction_registrations r where r.auction_id = ${auctionId} and r.paddle_number = ${paddle}`,
  );
  if (!row) {
    return paddle < firstOnlinePaddle
      ? { source: 'floor', bidderId: null, paddle }
      : `Paddle ${paddle} is not registered for this sale.`;
  }
  if (row.status === 'rejected')
    return `Paddle ${paddle}'s registration was declined; they cannot buy in this sale.`;
  if (row.on_phone) return { source: 'phone', bidderId: row.user_id, paddle };
  return row.user_id
    ? { source: 'internet', bidderId: row.user_id, paddle }
    : { source: 'floor', bidderId: null, paddle };
}
