import type { PhoneBidder, PhoneBidders } from '@auction/contracts';
import { compareLotNumbers } from '@auction/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { oneOf, type Queryable, rowsOf } from '../../db/queries';
import { AppError } from '../../errors';
import { recordAudit } from '../../platform/audit.repository';

const field = (name: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { [name]: [message] });

interface PhoneBidderRow {
  registration_id: string;
  paddle: number;
  bidder_name: string | null;
  phone: string;
  lot_numbers: string[];
  line_staff: string;
}

const phoneBidderRows = (db: Queryable, auctionId: string, paddle?: number) =>
  rowsOf<PhoneBidderRow>(
    db,
    sql`select p.registration_id, r.paddle_number as paddle, coalesce(u.name, r.name) as bidder_name,
      p.phone, p.lot_numbers, p.line_staff
    from phone_bidders p
    join auction_registrations r on r.id = p.registration_id
    left join users u on u.id = r.user_id
    where p.auction_id = ${auctionId} ${paddle === undefined ? sql`` : sql`and r.paddle_number = ${paddle}`}
    order by r.paddle_number`,
  );

const toJson = (row: PhoneBidderRow): PhoneBidder => ({
  registration_id: row.registration_id,
  paddle: Number(row.paddle),
  bidder_name: row.bidder_name ?? '',
  phone: row.phone,
  lot_numbers: [...row.lot_numbers].sort(compareLotNumbers),
  line_staff: row.line_staff,
});

/** A sale's phone bidders, by paddle: what the clerk panel lists beside the floor. */
export async function phoneBiddersOf(db: Queryable, auctionId: string): Promise<PhoneBidders> {
  const auction = await oneOf<{ id: string }>(db, sql`select id from auctions where id = ${auctionId}`);
  if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
  return { data: (await phoneBidderRows(db, auctionId)).map(toJson) };
}

/**
 * The bidder on a paddle's phone line in the sale (their account, or null for a desk registration),
 * or null when the paddle has no line: a phone bid is only taken for one that has.
 */
export async function phoneLineBidder(
  db: Queryable,
  auctionId: string,
  paddle: number,
): Promise<{ bidderId: string | null } | null> {
  const row = await oneOf<{ user_id: string | null }>(
    db,
    sql`select r.user_id from phone_bidders p join auction_registrations r on r.id = p.registration_id
    where p.auction_id = ${auctionId} and r.paddle_number = ${paddle}`,
  );
  return row ? { bidderId: row.user_id } : null;
}

/**
 * Sets up (or changes) a registered bidder's phone line for a live sale: the number, the lots they
 * want called (each must be a lot of the sale) and who takes the line. Audited.
 */
export async function savePhoneBidder(
  db: Database,
  input: {
    auctionId: string;
    paddle: number;
    phone: string;
    lotNumbers: string[];
    lineStaff: string;
    staffId: string;
  },
): Promise<PhoneBidder> {
  return db.transaction(async (tx) => {
    const auction = await oneOf<{ type: string; status: string }>(
      tx,
      sql`select type, status from auctions where id = ${input.auctionId} for update`,
    );
    if (!auction) throw new AppError('NOT_FOUND', 'This auction does not exist.');
    if (auction.type !== 'live') throw new AppError('CONFLICT', 'Phone bidders are for live sales.');
    if (auction.status === 'closed' || auction.status === 'settled')
      throw new AppError('CONFLICT', 'This sale is over.');
    const registration = await oneOf<{ id: string; status: string }>(
      tx,
      sql`select id, status from auction_registrations where auction_id = ${input.auctionId} and paddle_number = ${input.paddle}`,
    );
    if (!registration)
      throw field('paddle', `No bidder has paddle ${input.paddle} in this sale; register them first.`);
    if (registration.status === 'rejected')
      throw field('paddle', `Paddle ${input.paddle}'s registration was declined.`);
    const lots = new Set(
      (
        await rowsOf<{ lot_number: string }>(
          tx,
          sql`select lot_number from lots where auction_id = ${input.auctionId}`,
        )
      ).map((lot) => lot.lot_number.toUpperCase()),
    );
    const wanted = [...new Set(input.lotNumbers)];
    const unknown = wanted.filter((number) => !lots.has(number));
    if (unknown.length > 0) {
      throw field('lot_numbers', `There is no lot ${unknown.join(', ')} in this sale.`);
    }
    const before = await oneOf<Record<string, unknown>>(
      tx,
      sql`select phone, lot_numbers, line_staff from phone_bidders where registration_id = ${registration.id}`,
    );
    const lotList = sql`array[${sql.join(
      wanted.map((number) => sql`${number}`),
      sql`, `,
    )}]::text[]`;
    await tx.execute(sql`insert into phone_bidders (registration_id, auction_id, phone, lot_numbers, line_staff, created_by)
      values (${registration.id}, ${input.auctionId}, ${input.phone}, ${wanted.length > 0 ? lotList : sql`'{}'::text[]`},
        ${input.lineStaff}, ${input.staffId})
      on conflict (registration_id) do update set phone = excluded.phone, lot_numbers = excluded.lot_numbers,
        line_staff = excluded.line_staff`);
    await recordAudit(tx, {
      actorId: input.staffId,
      action: 'phone_bidder.saved',
      entity: 'auction_registration',
      entityId: registration.id,
      before: before ?? null,
      after: { phone: input.phone, lot_numbers: wanted, line_staff: input.lineStaff },
    });
    const [saved] = await phoneBidderRows(tx, input.auctionId, input.paddle);
    if (!saved) throw new Error('the phone bidder just saved is missing');
    return toJson(saved);
  });
}
