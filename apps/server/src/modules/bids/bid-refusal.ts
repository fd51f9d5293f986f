import type { BidRefusalCode } from '@auction/contracts';
import { formatCents } from '@auction/domain';
import { AppError } from '../../errors';

// One formatter made once (a formatter per refusal was a fifth of the server's CPU on a busy lot).
const dollars = formatCents;

/**
 * A refusal is an answer, not a fault: it is built without a stack trace, whose capture was most
 * of the cost of an `AppError` on the bid path.
 */
function refusal(code: BidRefusalCode, message?: string): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new AppError(code, message);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** What a refused bidder reads; the code's HTTP status lives in `errors.ts` with the others. */
export function bidRefusal(
  code: BidRefusalCode,
  details: { minimumCents?: number; highMaxCents?: number; limitCents?: number } = {},
): AppError {
  switch (code) {
    case 'BELOW_MINIMUM':
      return refusal(
        code,
        details.minimumCents === undefined
          ? undefined
          : `Your bid must be at least ${dollars(details.minimumCents)}.`,
      );
    case 'NOT_ABOVE_OWN_MAX':
      return refusal(
        code,
        details.highMaxCents === undefined
          ? undefined
          : `You are already the high bidder with a maximum of ${dollars(details.highMaxCents)}; a new maximum must be higher.`,
      );
    case 'OVER_BIDDING_LIMIT':
      return refusal(
        code,
        details.limitCents === undefined
          ? undefined
          : `Your bidding limit for this auction is ${dollars(details.limitCents)}.`,
      );
    default:
      return refusal(code);
  }
}
