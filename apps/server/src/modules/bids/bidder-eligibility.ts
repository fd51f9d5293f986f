import type { AppError } from '../../errors';
import { bidRefusal } from './bid-refusal';
import type { Bidder, BiddingTerms, LockedLot } from './bids.repository';

/**
 * Who may bid on a lot, before the amount is looked at: a verified e-mail, an approved
 * registration (or any not rejected where the auction needs no approval), not the lot's
 * consignor, and a maximum within the registration's bidding limit.
 */
export function eligibilityRefusal(
  bidderId: string,
  bidder: Bidder,
  terms: Pick<BiddingTerms, 'requires_approval'>,
  lot: Pick<LockedLot, 'consignor_user_id'>,
  maxCents: number,
): AppError | null {
  if (!bidder.is_verified) return bidRefusal('EMAIL_NOT_VERIFIED');
  if (bidder.registration_status === null) return bidRefusal('NOT_REGISTERED');
  const isApproved =
    bidder.registration_status === 'approved' ||
    (!terms.requires_approval && bidder.registration_status === 'pending');
  if (!isApproved) return bidRefusal('REGISTRATION_NOT_APPROVED');
  if (lot.consignor_user_id === bidderId) return bidRefusal('OWN_LOT');
  if (bidder.bidding_limit_cents !== null && maxCents > bidder.bidding_limit_cents) {
    return bidRefusal('OVER_BIDDING_LIMIT', { limitCents: bidder.bidding_limit_cents });
  }
  return null;
}
