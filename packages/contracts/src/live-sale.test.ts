import { describe, expect, it } from 'vitest';
import { clerkActionSchema, liveEventPayloadSchema } from './live-sale';
import { clientMessageSchema } from './realtime';

const auction_id = '7d8f4d52-8f0a-4a8e-9a57-2b1f2a3c4d5e';

describe('live sale messages', () => {
  it('reads a clerk action as a bare name or an object with its data', () => {
    expect(clerkActionSchema.parse('sold')).toEqual({ type: 'sold' });
    expect(clerkActionSchema.parse({ type: 'floor_bid', amount: 400, paddle: 42 })).toEqual({
      type: 'floor_bid',
      amount: 400,
      paddle: 42,
    });
    expect(clerkActionSchema.parse({ type: 'sold', paddle: 42, amount: 500 })).toMatchObject({ paddle: 42 });
    expect(clerkActionSchema.safeParse('accept_everything').success).toBe(false);
    expect(clerkActionSchema.safeParse({ type: 'set_asking_price', amount: -5 }).success).toBe(false);
    expect(clerkActionSchema.safeParse({ type: 'floor_bid', amount: 400, paddle: 7001 }).success).toBe(false);
    expect(clerkActionSchema.safeParse({ type: 'set_asking_price', amount: 1.005 }).success).toBe(false);
  });

  it('keeps the spec messages as they were, with the optional floor paddle and request id', () => {
    const bid = clientMessageSchema.parse({ type: 'place_bid', lot_id: auction_id, amount: 325 });
    expect(bid).toMatchObject({ is_floor: false });
    const floor = clientMessageSchema.parse({
      type: 'place_bid',
      lot_id: auction_id,
      amount: 325,
      is_floor: true,
      paddle: 12,
    });
    expect(floor).toMatchObject({ is_floor: true, paddle: 12 });
    const action = clientMessageSchema.parse({ type: 'clerk_action', auction_id, action: 'fair_warning' });
    expect(action).toMatchObject({ action: { type: 'fair_warning' } });
    expect(clientMessageSchema.safeParse({ type: 'send_message', auction_id, message: '  ' }).success).toBe(
      false,
    );
  });

  it('describes an event with the standing it leaves', () => {
    const payload = {
      event: {
        type: 'bid_accepted',
        seq: 4,
        server_time: 1,
        lot_id: auction_id,
        amount: 325,
        source: 'internet',
        paddle: 7001,
        asking_price: 350,
      },
      sale_status: 'running',
      lot: {
        lot_id: auction_id,
        status: 'open',
        starting_bid: 100,
        asking_price: 350,
        high_bid: null,
        bid_count: 1,
      },
    };
    expect(liveEventPayloadSchema.parse(payload)).toEqual(payload);
  });
});
