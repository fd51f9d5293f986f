import type { PlaceBidResult } from '@auction/contracts';

export type OutbidReason = NonNullable<PlaceBidResult['outbid_reason']>;

/** What a bidder reads when they lost a tie, on the lot page and in the live room alike. */
export const outbidReasonText: Record<OutbidReason, string> = {
  earlier_equal_max: 'Outbid: an earlier bid of the same amount wins',
};
