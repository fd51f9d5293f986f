import { z } from 'zod';

/** Every error the API answers with (DESIGN.md section 6). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** 503 answer while maintenance mode is on for everyone but Admins. */
export const maintenanceErrorSchema = z.object({
  maintenance: z.literal(true),
  message: z.string(),
});
export type MaintenanceError = z.infer<typeof maintenanceErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Why a bid was refused; each has its own message and status on the server. */
export const bidRefusalCodes = [
  'LOT_NOT_OPEN',
  'LOT_CLOSED',
  'LOT_ENDED',
  'BELOW_MINIMUM',
  'NOT_ABOVE_OWN_MAX',
  'INVALID_AMOUNT',
  'EMAIL_NOT_VERIFIED',
  'NOT_REGISTERED',
  'REGISTRATION_NOT_APPROVED',
  'OVER_BIDDING_LIMIT',
  'OWN_LOT',
] as const;
export type BidRefusalCode = (typeof bidRefusalCodes)[number];

/** Error codes are string literals, mapped to HTTP status in one place on the server. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'MAINTENANCE',
  'INVALID_CREDENTIALS',
  'TOKEN_INVALID',
  'WRONG_PASSWORD',
  'INTERNAL',
  /** An Idempotency-Key (or a socket's `request_id`) sent again with a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** A consignor statement finalised while a sold lot's buyer has not paid, without a reason. */
  'STATEMENT_BUYERS_UNPAID',
  ...bidRefusalCodes,
] as const;
export type ErrorCode = (typeof errorCodes)[number];
