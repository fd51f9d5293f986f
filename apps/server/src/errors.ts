import type { ErrorCode } from '@auction/contracts';

/** The one place error codes become HTTP statuses. */
export const statusOfCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 422,
  WRONG_PASSWORD: 422,
  INTERNAL: 500,
  IDEMPOTENCY_KEY_REUSED: 422,
  STATEMENT_BUYERS_UNPAID: 409,
  LOT_NOT_OPEN: 409,
  LOT_CLOSED: 409,
  LOT_ENDED: 409,
  BELOW_MINIMUM: 409,
  NOT_ABOVE_OWN_MAX: 409,
  INVALID_AMOUNT: 422,
  EMAIL_NOT_VERIFIED: 403,
  NOT_REGISTERED: 403,
  REGISTRATION_NOT_APPROVED: 403,
  OVER_BIDDING_LIMIT: 409,
  OWN_LOT: 409,
};

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The given data was invalid.',
  UNAUTHENTICATED: 'Sign in to continue.',
  FORBIDDEN: 'You do not have permission to perform this action.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with the current state.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  MAINTENANCE: 'Site is under maintenance. Only administrators can access the site.',
  INVALID_CREDENTIALS: 'These credentials do not match our records.',
  TOKEN_INVALID: 'The given data was invalid.',
  WRONG_PASSWORD: 'The given data was invalid.',
  INTERNAL: 'An unexpected error occurred. Please try again later.',
  IDEMPOTENCY_KEY_REUSED: 'This key was already used for a different bid; send each new bid with a new key.',
  STATEMENT_BUYERS_UNPAID: 'Some buyers have not paid for their lots yet; finalise with a reason, or wait.',
  LOT_NOT_OPEN: 'Bidding is not open on this lot.',
  LOT_CLOSED: 'This lot has closed.',
  LOT_ENDED: 'Bidding on this lot has ended.',
  BELOW_MINIMUM: 'Your bid is below the minimum.',
  NOT_ABOVE_OWN_MAX: 'You are already the high bidder; raise your maximum above your current one.',
  INVALID_AMOUNT: 'Enter a bid in dollars and cents.',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address before bidding.',
  NOT_REGISTERED: 'Register for this auction before bidding.',
  REGISTRATION_NOT_APPROVED: 'Your registration for this auction has not been approved yet.',
  OVER_BIDDING_LIMIT: 'This bid is over your bidding limit for this auction.',
  OWN_LOT: 'You consigned this lot, so you cannot bid on it.',
};

/** An expected failure a service reports; the error handler turns it into the API's error body. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message ?? defaultMessages[code]);
    this.name = 'AppError';
    this.statusCode = statusOfCode[code];
  }
}

/** A 429 that says when to come back: the error handler sends `Retry-After` with it. */
export class RetryLaterError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** A 422 with one message on one field, the way the web app shows server validation. */
export function fieldError(code: ErrorCode, field: string, message: string): AppError {
  return new AppError(code, defaultMessages.VALIDATION_FAILED, { [field]: [message] });
}
