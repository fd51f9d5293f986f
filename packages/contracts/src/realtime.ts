import { z } from 'zod';
import type { BidResultMessage } from './bids';
import { type LiveAckMessage, liveClientMessageSchemas } from './live-sale';
import { roleSchema } from './roles';

/**
 * Client -> server messages, exactly the spec's section 7 list. Fields sit beside `type`. The live
 * sale's messages (join_auction, place_bid, update_asking_price, send_message, clerk_action) are
 * in `live-sale.ts`.
 */
const id = z.uuid({ error: 'Not a valid id.' });

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe_auction'), auction_id: id }),
  z.object({ type: z.literal('unsubscribe_auction'), auction_id: id }),
  z.object({ type: z.literal('subscribe'), lot_id: id }),
  z.object({ type: z.literal('unsubscribe'), lot_id: id }),
  ...liveClientMessageSchemas,
  z.object({ type: z.literal('pong'), timestamp: z.number() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

export const realtimeUserSchema = z.object({ id: z.uuid(), name: z.string(), roles: z.array(roleSchema) });

export const pingMessageSchema = z.object({ type: z.literal('ping'), timestamp: z.number() });
export const authenticatedMessageSchema = z.object({
  type: z.literal('authenticated'),
  user: realtimeUserSchema.nullable(),
  timestamp: z.number(),
});
export const subscribedMessageSchema = z.object({
  type: z.literal('subscribed'),
  subscription_type: z.enum(['auction', 'lot']),
  auction_id: z.uuid().nullable(),
  lot_id: z.uuid().nullable(),
});
export const unsubscribedMessageSchema = z.object({
  type: z.literal('unsubscribed'),
  subscription_type: z.enum(['auction', 'lot']),
  auction_id: z.uuid().nullable(),
  lot_id: z.uuid().nullable(),
});
export const errorMessageSchema = z.object({
  type: z.literal('error'),
  message: z.string(),
  code: z.string(),
  request_id: z.string().optional(),
  /** The client message type that was refused, so the client can retry a failed subscription. */
  in_reply_to: z.string().optional(),
  auction_id: z.uuid().optional(),
  lot_id: z.uuid().optional(),
});
/**
 * The socket's token died (logout, password change or reset, expiry): the socket goes on as a
 * guest, its personal subscriptions end, and the client ends the session as after a 401.
 */
export const sessionExpiredMessageSchema = z.object({
  type: z.literal('session_expired'),
  message: z.string(),
  timestamp: z.number(),
});

/** Every auction or lot event: `seq` rises per auction so a client can notice a gap and resync. */
export const eventEnvelopeSchema = z.object({
  type: z.string(),
  auction_id: z.uuid().nullable(),
  lot_id: z.uuid().nullable(),
  payload: z.unknown(),
  timestamp: z.number(),
  seq: z.number().int().nonnegative(),
  /** Set on a personal event (an outbid notice): it reaches only this user's sockets. */
  user_id: z.uuid().optional(),
});
export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;

export const controlMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  authenticatedMessageSchema,
  subscribedMessageSchema,
  unsubscribedMessageSchema,
  errorMessageSchema,
  sessionExpiredMessageSchema,
]);
export type ControlMessage = z.infer<typeof controlMessageSchema>;
export type PingMessage = z.infer<typeof pingMessageSchema>;
export type AuthenticatedMessage = z.infer<typeof authenticatedMessageSchema>;
export type SubscribedMessage = z.infer<typeof subscribedMessageSchema>;
export type ErrorMessage = z.infer<typeof errorMessageSchema>;
export type SessionExpiredMessage = z.infer<typeof sessionExpiredMessageSchema>;
export type ServerMessage = ControlMessage | EventEnvelope | BidResultMessage | LiveAckMessage;

/** Real-time constants from spec section 9. */
export const realtimeTimings = {
  serverPingIntervalMs: 25_000,
  staleAfterMs: 60_000,
  staleCheckIntervalMs: 30_000,
  resubscribeDelayMs: 100,
  subscriptionRetryMs: 1_000,
  reconnectBaseMs: 1_000,
  reconnectMaxMs: 30_000,
  reconnectMaxAttempts: 50,
} as const;
