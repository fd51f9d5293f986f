import type { FloorRegistration, FloorRegistrationBody, UserLookupResult } from '@auction/contracts';
import { depositAsked } from '@auction/domain';
import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/list-query';
import { oneOf } from '../../db/queries';
import { auctionRegistrations, type RegistrationRow, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRepository } from '../../platform/audit.repository';
import type { AuctionsService } from '../auctions/auctions.service';

type Linked = { registration: RegistrationRow; user_name: string | null; user_email: string | null };

function toFloorRegistration({ registration: row, user_name, user_email }: Linked): FloorRegistration {
  return {
    id: row.id,
    auction_id: row.auction_id,
    paddle_number: row.paddle_number,
    name: row.name ?? '',
    phone: row.phone ?? '',
    email: row.email ?? '',
    address: {
      line1: row.address?.line1 ?? '',
      line2: row.address?.line2 ?? '',
      city: row.address?.city ?? '',
      province: row.address?.province ?? '',
      postal_code: row.address?.postal_code ?? '',
      country: row.address?.country ?? 'CA',
    },
    id_checked: row.id_checked,
    id_note: row.id_note ?? '',
    user_id: row.user_id,
    user_name,
    user_email,
    created_at: row.created_at.toISOString(),
  };
}

const refused = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', undefined, { [field]: [message] });

/**
 * Floor buyers registered at the desk on the sale day: a paddle below 7000, their name, phone and
 * address, whether their ID was checked, and optionally the account they already have.
 */
export function createFloorRegistrationsService(deps: {
  db: Database;
  auctions: Pick<AuctionsService, 'find'>;
  audit: AuditRepository;
  clock: Clock;
}) {
  const { db } = deps;

  async function withUser(where: SQL): Promise<Linked[]> {
    return db
      .select({ registration: auctionRegistrations, user_name: users.name, user_email: users.email })
      .from(auctionRegistrations)
      .leftJoin(users, eq(users.id, auctionRegistrations.user_id))
      .where(where)
      .orderBy(asc(auctionRegistrations.paddle_number));
  }

  /** The same rules for a new registration and a correction: a free paddle, a linkable account. */
  async function check(auctionId: string, body: FloorRegistrationBody, exceptId: string | null) {
    const [paddle] = await db
      .select({ id: auctionRegistrations.id })
      .from(auctionRegistrations)
      .where(
        and(
          eq(auctionRegistrations.auction_id, auctionId),
          eq(auctionRegistrations.paddle_number, body.paddle_number),
        ),
      );
    if (paddle && paddle.id !== exceptId) {
      throw refused('paddle_number', `Paddle ${body.paddle_number} is already given out in this auction.`);
    }
    if (!body.user_id) return;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id));
    if (!user) throw refused('user_id', 'No account has this id; search for the buyer again.');
    const [other] = await db
      .select({ id: auctionRegistrations.id, paddle: auctionRegistrations.paddle_number })
      .from(auctionRegistrations)
      .where(
        and(eq(auctionRegistrations.auction_id, auctionId), eq(auctionRegistrations.user_id, body.user_id)),
      );
    if (other && other.id !== exceptId) {
      throw refused(
        'user_id',
        `This person is already registered for this auction with paddle ${other.paddle}.`,
      );
    }
  }

  /**
   * Whether the clerk's record of the sale names the paddle (a floor bid or a lot sold to it) or an
   * invoice bills the registration: results name paddles, so renumbering would move them.
   */
  async function paddleInUse(registration: RegistrationRow): Promise<boolean> {
    const paddle = String(registration.paddle_number);
    const used = await oneOf<{ used: number }>(
      db,
      sql`select 1 as used from live_events where auction_id = ${registration.auction_id}
          and payload->>'paddle' = ${paddle}
        union all select 1 from invoices where registration_id = ${registration.id}
        limit 1`,
    );
    return used !== null;
  }

  const columns = (body: FloorRegistrationBody) => ({
    paddle_number: body.paddle_number,
    name: body.name,
    phone: body.phone,
    email: body.email === '' ? null : body.email.toLowerCase(),
    address: body.address,
    id_checked: body.id_checked,
    id_note: body.id_note,
    user_id: body.user_id,
  });

  async function one(id: string): Promise<FloorRegistration> {
    const [row] = await withUser(eq(auctionRegistrations.id, id));
    if (!row) throw new AppError('NOT_FOUND', 'This registration does not exist.');
    return toFloorRegistration(row);
  }

  return {
    async list(auctionIdOrSlug: string): Promise<FloorRegistration[]> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const rows = await withUser(
        and(eq(auctionRegistrations.auction_id, auction.id), eq(auctionRegistrations.kind, 'floor')) as SQL,
      );
      return rows.map(toFloorRegistration);
    },

    async create(
      auctionIdOrSlug: string,
      body: FloorRegistrationBody,
      actor: { id: string; ip?: string | null },
    ): Promise<FloorRegistration> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      await check(auction.id, body, null);
      // Two desks giving out the same paddle at once: the unique constraint lets one through.
      const [row] = await db
        .insert(auctionRegistrations)
        .values({
          auction_id: auction.id,
          kind: 'floor',
          // The paddle is handed over at the desk, where the deposit is taken: the room never waits
          // on it (decision 0076); the registrations page shows it owing until it is recorded.
          status: 'approved',
          deposit_cents: depositAsked(auction.deposit_cents),
          terms_accepted_at: deps.clock(),
          recorded_by: actor.id,
          ...columns(body),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        await check(auction.id, body, null);
        throw refused('paddle_number', `Paddle ${body.paddle_number} is already given out in this auction.`);
      }
      await deps.audit.record({
        actorId: actor.id,
        action: 'registration.floor_created',
        entity: 'auction_registration',
        entityId: row.id,
        after: { auction_id: auction.id, ...columns(body) },
        ip: actor.ip ?? null,
      });
      return one(row.id);
    },

    async update(
      id: string,
      body: FloorRegistrationBody,
      actor: { id: string; ip?: string | null },
    ): Promise<FloorRegistration> {
      const [existing] = await db.select().from(auctionRegistrations).where(eq(auctionRegistrations.id, id));
      if (existing?.kind !== 'floor')
        throw new AppError('NOT_FOUND', 'This floor registration does not exist.');
      await check(existing.auction_id, body, id);
      if (body.paddle_number !== existing.paddle_number && (await paddleInUse(existing))) {
        throw refused(
          'paddle_number',
          `Paddle ${existing.paddle_number} has bid or bought in this sale, so its number stays.`,
        );
      }
      const [row] = await db
        .update(auctionRegistrations)
        .set(columns(body))
        .where(eq(auctionRegistrations.id, id))
        .returning()
        .catch((error: unknown) => {
          // The same paddle or account given out by another desk between the check and now.
          if (
            String(
              (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code,
            ) === '23505'
          ) {
            throw refused(
              'paddle_number',
              `Paddle ${body.paddle_number} is already given out in this auction.`,
            );
          }
          throw error;
        });
      if (!row) throw new AppError('NOT_FOUND', 'This floor registration does not exist.');
      await deps.audit.record({
        actorId: actor.id,
        action: 'registration.floor_updated',
        entity: 'auction_registration',
        entityId: id,
        before: toFloorRegistration({ registration: existing, user_name: null, user_email: null }),
        after: columns(body),
        ip: actor.ip ?? null,
      });
      return one(id);
    },

    /** Accounts not erased whose e-mail, or phone (digits only), contains what staff typed: at most ten. */
    async lookup(q: string): Promise<UserLookupResult[]> {
      const matches: SQL[] = [ilike(users.email, containsPattern(q))];
      const digits = q.replace(/\D/g, '');
      if (digits.length >= 3) {
        matches.push(sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
      }
      return (
        db
          .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
          .from(users)
          // An erased account is no one any more: it cannot be linked to a buyer.
          .where(and(isNull(users.erased_at), or(...matches)))
          .orderBy(asc(users.email))
          .limit(10)
      );
    },
  };
}
export type FloorRegistrationsService = ReturnType<typeof createFloorRegistrationsService>;
