import type {
  AuctionRegistration,
  RegistrationStanding,
  RegistrationUpdateBody,
  StaffRegistrationListQuery,
  StaffRegistrationPage,
} from '@auction/contracts';
import { depositAsked } from '@auction/domain';
import type { Clock } from '../../clock';
import { listPage } from '../../db/list-query';
import type { RegistrationRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuctionsService } from '../auctions/auctions.service';
import type { RegistrationsRepository } from './registrations.repository';

export function toRegistrationJson(row: RegistrationRow): AuctionRegistration {
  return {
    id: row.id,
    auction_id: row.auction_id,
    user_id: row.user_id,
    kind: row.kind,
    paddle_number: row.paddle_number,
    status: row.status,
    bidding_limit_cents: row.bidding_limit_cents,
    terms_accepted_at: row.terms_accepted_at.toISOString(),
  };
}

export function createRegistrationsService(deps: {
  registrations: RegistrationsRepository;
  auctions: AuctionsService;
  clock: Clock;
  /** Bidders flagged for an unpaid invoice register for no new auction until staff clear it. */
  paymentFlags?: { isFlagged(userId: string): Promise<boolean> };
  /** What a registration waits for (its deposit, its card), as the deposits area keeps it. */
  standing?: {
    standingsOf(ids: string[]): Promise<Map<string, RegistrationStanding>>;
    approvalRefusal(registrationId: string): Promise<string | null>;
  };
  /** The card a bidder saved before, attached to a card-on-file sale they register for. */
  cards?: { activeCardOf(userId: string): Promise<{ id: string } | null> };
}) {
  async function withStanding(row: RegistrationRow): Promise<AuctionRegistration> {
    const json = toRegistrationJson(row);
    const standing = (await deps.standing?.standingsOf([row.id]))?.get(row.id);
    return standing ? { ...json, standing } : json;
  }

  return {
    /** Accepting the terms gives a paddle; approval is needed only where the auction asks for it. */
    async register(
      auctionIdOrSlug: string,
      userId: string,
    ): Promise<{ created: boolean; registration: AuctionRegistration }> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: false });
      const existing = await deps.registrations.of(auction.id, userId);
      if (existing) return { created: false, registration: await withStanding(existing) };
      if (auction.status === 'closed' || auction.status === 'settled') {
        throw new AppError('CONFLICT', 'This auction has closed; registration is over.');
      }
      if (await deps.paymentFlags?.isFlagged(userId)) {
        throw new AppError(
          'FORBIDDEN',
          'You have an unpaid invoice past its due date. Please pay it or contact us before registering for a new auction.',
        );
      }
      // A sale that asks a deposit or a card on file waits for them before the bidder can bid.
      const deposit = depositAsked(auction.deposit_cents);
      const card = auction.card_on_file_required ? await deps.cards?.activeCardOf(userId) : null;
      const waits = auction.requires_approval || deposit !== null || (auction.card_on_file_required && !card);
      // Bidders registering at once each get the next paddle, without a conflict (decision 0091).
      const { created, row } = await deps.registrations.registerWithNextPaddle({
        auction_id: auction.id,
        user_id: userId,
        status: waits ? 'pending' : 'approved',
        terms_accepted_at: deps.clock(),
        deposit_cents: deposit,
        saved_card_id: card?.id ?? null,
      });
      return { created, registration: await withStanding(row) };
    },

    async mine(auctionIdOrSlug: string, userId: string): Promise<AuctionRegistration> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: false });
      const row = await deps.registrations.of(auction.id, userId);
      if (!row) throw new AppError('NOT_FOUND', 'You have not registered for this auction yet.');
      return withStanding(row);
    },

    async list(auctionIdOrSlug: string, query: StaffRegistrationListQuery): Promise<StaffRegistrationPage> {
      const auction = await deps.auctions.find(auctionIdOrSlug, { withDrafts: true });
      const { rows, total, counts } = await deps.registrations.listOfAuction(auction.id, query);
      const data = rows.map((row) => ({
        ...toRegistrationJson(row.registration),
        name: row.name,
        email: row.email,
      }));
      const perPage = query.per_page ?? Math.max(total, 1);
      return { ...listPage({ page: query.page, per_page: perPage }, data, total), counts };
    },

    async update(id: string, body: RegistrationUpdateBody): Promise<AuctionRegistration> {
      const existing = await deps.registrations.byId(id);
      if (!existing) throw new AppError('NOT_FOUND', 'This registration does not exist.');
      if (body.status === 'approved' && existing.status !== 'approved') {
        const refusal = await deps.standing?.approvalRefusal(id);
        if (refusal) throw new AppError('VALIDATION_FAILED', undefined, { status: [refusal] });
      }
      if (
        body.paddle_number !== undefined &&
        (await deps.registrations.paddleTaken(existing.auction_id, body.paddle_number, id))
      ) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          paddle_number: ['Another bidder in this auction has this paddle.'],
        });
      }
      const row = await deps.registrations.update(id, body);
      if (!row) throw new AppError('NOT_FOUND', 'This registration does not exist.');
      return toRegistrationJson(row);
    },
  };
}
export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
