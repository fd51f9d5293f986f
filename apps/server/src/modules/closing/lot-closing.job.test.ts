import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildAuction, buildLot } from '../../../test/factories';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { lots } from '../../db/schema';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock, startJobs: true } });
});
afterAll(() => t?.close());

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: lots.status }).from(lots).where(eq(lots.id, id));
  return row?.status;
}

it('closes a due lot within a second or two of its end, by the injected clock', async () => {
  const auction = await buildAuction(t);
  const lot = await buildLot(t, auction, { end_at: new Date(clock().getTime() + 60_000) });
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(await statusOf(lot.id)).toBe('open');

  clock.advance(60_000);
  const deadline = Date.now() + 3_000;
  while ((await statusOf(lot.id)) === 'open' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await statusOf(lot.id)).toBe('passed');
});
