import {
  type ControlMessage,
  controlMessageSchema,
  type EventEnvelope,
  eventEnvelopeSchema,
} from '@auction/contracts';

export type ParsedServerMessage =
  | { kind: 'control'; message: ControlMessage }
  | { kind: 'event'; event: EventEnvelope };

/** Reads one frame from the server; events may name the auction `auction_id` or `auctionId`. */
export function parseServerMessage(raw: string): ParsedServerMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object') return null;
  const control = controlMessageSchema.safeParse(data);
  if (control.success) return { kind: 'control', message: control.data };
  const record = data as Record<string, unknown>;
  const event = eventEnvelopeSchema.safeParse({
    ...record,
    auction_id: record.auction_id ?? record.auctionId ?? null,
    lot_id: record.lot_id ?? null,
    timestamp: record.timestamp ?? Date.now(),
    seq: record.seq ?? 0,
  });
  return event.success ? { kind: 'event', event: event.data } : null;
}
