import type { AuctionRegistration } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuction, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';

let database: DatabaseHandle;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  // Two instances on one database, as behind a proxy (PostgreSQL with TEST_DATABASE_URL).
  a = await createTestApp({ database });
  b = await createTestApp({ database });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function bidders(count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, async () => tokenFor(a, await buildUser(a))));
}

const register = (t: TestApp, auctionId: string, token: string) =>
  t.request<AuctionRegistration>({
    method: 'POST',
    url: `/api/auctions/${auctionId}/register`,
    token,
    payload: { accept_terms: true },
  });

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('online paddles', () => {
  it('gives 100 bidders registering at once a paddle each, 7000 to 7099, and none a conflict', async () => {
    const auction = await buildAuction(a);
    const answers = await Promise.all((await bidders(100)).map((token) => register(a, auction.id, token)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const paddles = answers.map((answer) => answer.body.paddle_number).sort((x, y) => x - y);
    expect(paddles).toEqual(range(7000, 100));
  });

  it('hands out paddles across two instances at once without a conflict', async () => {
    const auction = await buildAuction(a);
    const tokens = await bidders(100);
    const answers = await Promise.all(
      tokens.map((token, i) => register(i % 2 === 0 ? a : b, auction.id, token)),
    );
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([]);
    const paddles = answers.map((answer) => answer.body.paddle_number).sort((x, y) => x - y);
    expect(paddles).toEqual(range(7000, 100));
  });

  it('answers a bidder registering twice at once with one registration', async () => {
    const auction = await buildAuction(a);
    const [token = ''] = await bidders(1);
    const answers = await Promise.all([register(a, auction.id, token), register(b, auction.id, token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[0]?.body.id).toBe(answers[1]?.body.id);
  });

  it('skips the numbers a clerk gave out by hand, and never hands a paddle out twice', async () => {
    const auction = await buildAuction(a);
    const [first = '', second = '', third = ''] = await bidders(3);
    expect((await register(a, auction.id, first)).body.paddle_number).toBe(7000);
    // Paddles 7001 and 7002 given out by hand (a clerk's correction, an absentee from paper).
    await buildRegistration(a, auction, await buildUser(a), { paddle_number: 7001 });
    await buildRegistration(a, auction, await buildUser(a), { paddle_number: 7002 });
    expect((await register(b, auction.id, second)).body.paddle_number).toBe(7003);
    expect((await register(a, auction.id, third)).body.paddle_number).toBe(7004);
  });

  it('starts after the paddles a sale already had before the counter', async () => {
    const auction = await buildAuction(a);
    await buildRegistration(a, auction, await buildUser(a), { paddle_number: 7040 });
    const [token = ''] = await bidders(1);
    expect((await register(a, auction.id, token)).body.paddle_number).toBe(7041);
  });
});
