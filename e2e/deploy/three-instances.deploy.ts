import {
  type Auction,
  type AuctionRegistration,
  applyLiveRoomMessage,
  type LiveSnapshot,
  type StaffLot,
} from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, type TestSocket } from '../../apps/server/test/ws-client';
import { demoAccountNamed, demoAccountWithRole } from '../support/accounts';
import { apiCall, freshSignIn } from '../support/api';
import { pictureOf } from '../support/journey';
import { type House, type HouseInstance, startHouse } from './house-topology';

let house: House;
let staff: string;
let bidders: { token: string; email: string }[];
const instance = (index: number): HouseInstance => {
  const found = house.instances[index];
  if (!found) throw new Error(`No instance ${index}`);
  return found;
};

beforeAll(async () => {
  house = await startHouse(3);
  const dataDir = instance(0).dataDir;
  const clerkAccount = demoAccountWithRole(dataDir, 'Staff');
  staff = await freshSignIn(house.url, clerkAccount.email, clerkAccount.password);
  bidders = [];
  for (const prefix of ['bidder', 'bidder2']) {
    const account = demoAccountNamed(dataDir, prefix);
    bidders.push({
      email: account.email,
      token: await freshSignIn(house.url, account.email, account.password),
    });
  }
});

afterAll(async () => {
  await house?.stop();
});

const bidder = (index: number) => {
  const found = bidders[index];
  if (!found) throw new Error(`No bidder ${index}`);
  return found;
};

async function createSale(
  type: 'timed' | 'live',
  lotCount: number,
  times: { endsInMs: number; staggerSeconds: number },
) {
  const now = Date.now();
  const auction = (await apiCall(house.url, staff, 'POST', '/api/admin/auctions', {
    title: `Three instances ${type} ${now}`,
    type,
    start_at: new Date(type === 'timed' ? now - 60_000 : now + 60 * 60_000).toISOString(),
    end_at: new Date(now + (type === 'timed' ? times.endsInMs : 4 * 60 * 60_000)).toISOString(),
    soft_close_window_seconds: 5,
    soft_close_extension_seconds: 5,
    stagger_seconds: times.staggerSeconds,
    requires_approval: false,
  })) as Auction;
  const lots: StaffLot[] = [];
  for (let index = 0; index < lotCount; index += 1) {
    lots.push(
      (await apiCall(house.url, staff, 'POST', `/api/admin/auctions/${auction.id}/lots`, {
        title: `Lot ${index + 1} of ${auction.id.slice(0, 8)}`,
        lot_number: String(index + 1),
        startingBid: 10,
      })) as StaffLot,
    );
  }
  await apiCall(house.url, staff, 'POST', `/api/admin/auctions/${auction.id}/publish`);
  for (const { token } of bidders) {
    (await apiCall(house.url, token, 'POST', `/api/auctions/${auction.id}/register`, {
      accept_terms: true,
    })) as AuctionRegistration;
  }
  return { auction, lots };
}

const wsOf = (url: string) => `${url.replace('http', 'ws')}/api/ws`;

async function joinRoom(url: string, auctionId: string, token: string) {
  const socket = await openSocket(`${wsOf(url)}?token=${encodeURIComponent(token)}`);
  await socket.nextOf('authenticated');
  socket.send({ type: 'join_auction', auctionId });
  await socket.nextOf('subscribed');
  const state = (await socket.nextOf('live_state')) as unknown as { payload: LiveSnapshot };
  return { socket, room: state.payload };
}

/** The answer to what the socket just sent (events, presence and pings skipped). */
async function answerOf(socket: TestSocket) {
  for (;;) {
    const message = await socket.nextEvent();
    if (message.type === 'live_ack' || message.type === 'error') return message;
  }
}

async function clerk(socket: TestSocket, auctionId: string, action: unknown) {
  socket.send({ type: 'clerk_action', auction_id: auctionId, action });
  return answerOf(socket);
}

/** A screen applies every message it is sent until it has what the server has. */
async function catchUp(socket: TestSocket, room: LiveSnapshot, lastSeq: number): Promise<LiveSnapshot> {
  let kept = room;
  while (kept.last_seq < lastSeq) {
    const message = (await socket.nextEvent()) as Parameters<typeof applyLiveRoomMessage>[1];
    const update = applyLiveRoomMessage(kept, message);
    if (update.kind === 'resync') {
      throw new Error(`resync asked at ${JSON.stringify(message)} after ${kept.last_seq}`);
    }
    kept = update.room;
  }
  return kept;
}

const roomNow = async (url: string, auctionId: string, token: string) =>
  (await apiCall(url, token, 'GET', `/api/auctions/${auctionId}/live`)) as LiveSnapshot;
const comparable = (room: LiveSnapshot) => ({
  ...room,
  server_time: 0,
  presence: null,
  viewer: null,
  clerk: null,
});

async function untilTrue(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('the house on three instances behind nginx', () => {
  it('answers through the proxy on every instance: ready, with the request id nginx gave', async () => {
    const answer = await fetch(`${house.url}/api/health/ready`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    for (const each of house.instances) {
      expect((await fetch(`${each.url}/api/health/ready`)).status).toBe(200);
    }
    // The proxy keeps /metrics for the monitoring's direct scrape of each instance.
    expect((await fetch(`${house.url}/metrics`)).status).toBe(404);
  });

  it('serves a picture uploaded through one instance from the others', async () => {
    const { lots } = await createSale('timed', 1, { endsInMs: 60 * 60_000, staggerSeconds: 0 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pictureOf(7))], { type: 'image/jpeg' }), 'lamp.jpg');
    const uploaded = await fetch(`${instance(0).url}/api/admin/lots/${lots[0]?.id}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const medium = ((await uploaded.json()) as StaffLot).images[0]?.medium ?? '';
    expect(medium).toMatch(/^\/media\/lots\//);
    for (const each of [instance(1), instance(2)]) {
      const served = await fetch(`${each.url}${medium}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('keeps a live sale in step with the clerk on one instance and bidders on the others, and carries on when a bidder’s instance is killed', async () => {
    const { auction, lots } = await createSale('live', 3, { endsInMs: 0, staggerSeconds: 0 });
    const id = auction.id;
    const desk = await joinRoom(instance(0).url, id, staff);
    const anne = await joinRoom(instance(1).url, id, bidder(0).token);
    const abe = await joinRoom(instance(2).url, id, bidder(1).token);
    // A screen on each bidder's instance that only watches: every message it is sent is applied.
    const screens = [
      await joinRoom(instance(1).url, id, bidder(0).token),
      await joinRoom(instance(2).url, id, bidder(1).token),
    ];

    expect(await clerk(desk.socket, id, 'next_lot')).toMatchObject({ type: 'live_ack' });
    const opened = await roomNow(instance(0).url, id, staff);
    anne.socket.send({ type: 'place_bid', lot_id: lots[0]?.id, amount: opened.current_lot?.asking_price });
    expect(await answerOf(anne.socket)).toMatchObject({ type: 'live_ack' });
    const afterAnne = await roomNow(instance(2).url, id, staff);
    abe.socket.send({ type: 'place_bid', lot_id: lots[0]?.id, amount: afterAnne.current_lot?.asking_price });
    expect(await answerOf(abe.socket)).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });

    // Every instance's screens hold what the database holds, message by message.
    const truth = await roomNow(instance(0).url, id, bidder(0).token);
    const seen = await Promise.all(
      screens.map((screen) => catchUp(screen.socket, screen.room, truth.last_seq)),
    );
    for (const room of seen) expect(comparable(room)).toEqual(comparable(truth));
    expect(truth.results[0]).toMatchObject({
      outcome: 'sold',
      hammer_price: afterAnne.current_lot?.asking_price,
    });

    // Anne's instance loses power. Her screen reconnects through the proxy to another one.
    await house.kill(instance(1));
    await anne.socket.closed;
    const back = await joinRoom(house.url, id, bidder(0).token);
    expect(back.room.last_seq).toBe(truth.last_seq);
    expect(await clerk(desk.socket, id, 'next_lot')).toMatchObject({ type: 'live_ack' });
    const second = await roomNow(house.url, id, staff);
    back.socket.send({ type: 'place_bid', lot_id: lots[1]?.id, amount: second.current_lot?.asking_price });
    expect(await answerOf(back.socket)).toMatchObject({ type: 'live_ack' });
    expect(await clerk(desk.socket, id, 'sold')).toMatchObject({ type: 'live_ack' });
    const end = await roomNow(instance(2).url, id, staff);
    const abeScreen = screens[1];
    if (!abeScreen) throw new Error('no screen');
    expect(comparable(await catchUp(abeScreen.socket, seen[1] ?? abeScreen.room, end.last_seq))).toEqual(
      comparable(end),
    );
    expect(end.results.map((result) => result.outcome)).toEqual(['sold', 'sold']);
    for (const socket of [desk.socket, back.socket, abe.socket, abeScreen.socket]) socket.close();
    // The killed instance comes back, as an operator restarts it.
    await house.restart(instance(1));
  });

  it('closes a staggered timed sale once per lot with bidders on two instances, one of them killed in the middle, and loses no acknowledged bid', async () => {
    const lotCount = 8;
    const { auction, lots } = await createSale('timed', lotCount, { endsInMs: 25_000, staggerSeconds: 3 });
    const acknowledged: { lotId: string; bidder: number; amount: number }[] = [];
    const refusals: string[] = [];
    const bid = async (url: string, who: number, lotId: string, amount: number) => {
      const answer = await fetch(`${url}/api/lots/${lotId}/bids`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bidder(who).token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount }),
      });
      if (answer.status === 201) acknowledged.push({ lotId, bidder: who, amount });
      else refusals.push(`${answer.status} ${await answer.text()}`);
      return answer.status;
    };
    const statusOf = async () =>
      (
        await house.db.query<{ id: string; status: string; lot_number: string }>(
          'select id, status, lot_number from lots where auction_id = $1 order by lot_number::int',
          [auction.id],
        )
      ).rows;
    // The closing pass opens a published sale whose start has come.
    await untilTrue(
      async () => (await statusOf()).every((lot) => lot.status === 'open'),
      'the lots open',
      30_000,
    );
    // Anne on instance 2, Abe on instance 3, on every lot.
    for (const [index, lot] of lots.entries()) {
      await bid(instance(1).url, 0, lot.id, 20 + index);
      await bid(instance(2).url, 1, lot.id, 30 + index);
    }
    expect(refusals).toEqual([]);
    // When the first lots have closed, instance 3 is killed; Abe goes on through the proxy.
    await untilTrue(
      async () => (await statusOf()).filter((lot) => lot.status !== 'open').length >= 2,
      'two lots closed',
    );
    await house.kill(instance(2));
    for (const lot of lots.slice(4)) {
      const status = await bid(house.url, 1, lot.id, 60);
      expect([201, 409, 422]).toContain(status);
    }
    await untilTrue(async () => (await statusOf()).every((lot) => lot.status !== 'open'), 'every lot closed');

    const closed = await statusOf();
    expect(closed.map((lot) => lot.status)).toEqual(Array(lotCount).fill('sold'));
    // Every acknowledged bid is stored, on whichever instance took it (a bidder's later, higher
    // maximum on the lot takes the place of the earlier).
    for (const each of acknowledged) {
      const stored = await house.db.query(
        'select 1 from max_bids m join users u on u.id = m.bidder_id where m.lot_id = $1 and u.email = $2 and m.max_cents >= $3',
        [each.lotId, bidder(each.bidder).email, each.amount * 100],
      );
      expect(stored.rowCount, `bid of ${each.amount} on ${each.lotId}`).toBe(1);
    }
    // One "You won" mail per lot, from whichever instance closed it.
    const mails = await house.db.query<{ subject: string; count: string }>(
      "select subject, count(*) from outbox where subject like 'You won lot %' and subject like $1 group by subject",
      [`% of ${auction.id.slice(0, 8)}`],
    );
    expect(mails.rows).toHaveLength(lotCount);
    expect(mails.rows.every((row) => row.count === '1')).toBe(true);
  });
});
