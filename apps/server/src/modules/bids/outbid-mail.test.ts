import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bid, buildSale } from '../../../test/bids/bid-test-sale';
import { buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp, testClock } from '../../../test/test-app';
import { maxBids, outbox } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mail-transport';
import { outbidMailIntervalMs } from './outbid-mail';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterAll(() => t.close());

async function bidderOf(app: TestApp, auction: { id: string }, name: string) {
  const user = await buildUser(app, { name });
  await buildRegistration(app, auction, user);
  return { id: user.id, email: user.email, token: await tokenFor(app, user) };
}

const subject = (lotNumber: string, title: string) => `You've been outbid on Lot ${lotNumber}: ${title}`;

describe('the outbid e-mail', () => {
  it('goes to the bidder who lost the lead, with the new bid, the minimum next bid and a link', async () => {
    const { auction, lot } = await buildSale(t, {
      auction: { title: 'Cole Harbour Estate' },
      lot: { lot_number: '14A', title: 'Walnut Sideboard', slug: 'walnut-sideboard' },
    });
    const anne = await bidderOf(t, auction, 'Anne Doucet');
    const ben = await bidderOf(t, auction, 'Ben LeBlanc');
    await bid(t, anne, lot, 50);
    expect(await mailsTo(t, anne.email)).toHaveLength(0);
    const answer = await bid(t, ben, lot, 80);
    expect(answer.body).toMatchObject({ is_high_bidder: true, current_bid: 51, minimum_next_bid: 52 });

    const [mail, ...more] = await mailsTo(t, anne.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: subject('14A', 'Walnut Sideboard'), status: 'stored' });
    expect(mail?.text).toContain('Hello Anne,');
    expect(mail?.text).toContain('lot 14A: Walnut Sideboard in Cole Harbour Estate');
    expect(mail?.text).toContain('The current bid is $51.00. To take the lead again, bid at least $52.00.');
    expect(mail?.text).toContain(`http://localhost:3000/lots/${lot.id}-walnut-sideboard`);
    expect(mail?.html).toContain(`href="http://localhost:3000/lots/${lot.id}-walnut-sideboard"`);
    expect(await mailsTo(t, ben.email)).toHaveLength(0);
  });

  it('is not sent when the leader raises their own maximum or a challenger stays below it', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await bidderOf(t, auction, 'Anne Doucet');
    const ben = await bidderOf(t, auction, 'Ben LeBlanc');
    await bid(t, anne, lot, 50);
    expect((await bid(t, anne, lot, 90)).status).toBe(201);
    const lower = await bid(t, ben, lot, 60);
    expect(lower.body).toMatchObject({ is_high_bidder: false });
    expect(await mailsTo(t, anne.email)).toHaveLength(0);
    expect(await mailsTo(t, ben.email)).toHaveLength(0);
  });

  it('is not sent for a refused bid', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await bidderOf(t, auction, 'Anne Doucet');
    const ben = await bidderOf(t, auction, 'Ben LeBlanc');
    await bid(t, anne, lot, 50);
    expect((await bid(t, ben, lot, 20)).status).toBe(409);
    expect(await mailsTo(t, anne.email)).toHaveLength(0);
  });

  it('reaches one bidder at most once per lot in 10 minutes during a bidding war', async () => {
    const { auction, lot } = await buildSale(t, { lot: { end_at: new Date(clock().getTime() + 7_200_000) } });
    const other = await buildSale(t, { auction: { title: 'Other' } });
    const anne = await bidderOf(t, auction, 'Anne Doucet');
    const ben = await bidderOf(t, auction, 'Ben LeBlanc');
    await buildRegistration(t, other.auction, { id: anne.id });
    await buildRegistration(t, other.auction, { id: ben.id });
    const war = async (lotId: string, from: number) => {
      await bid(t, anne, { id: lotId }, from);
      await bid(t, ben, { id: lotId }, from + 10);
      await bid(t, anne, { id: lotId }, from + 20);
      await bid(t, ben, { id: lotId }, from + 30);
    };
    await war(lot.id, 50);
    expect(await mailsTo(t, anne.email)).toHaveLength(1);
    expect(await mailsTo(t, ben.email)).toHaveLength(1);
    // Another lot has its own allowance.
    await war(other.lot.id, 50);
    expect(await mailsTo(t, anne.email)).toHaveLength(2);

    clock.advance(outbidMailIntervalMs - 1_000);
    await bid(t, anne, lot, 200);
    await bid(t, ben, lot, 300);
    expect(await mailsTo(t, anne.email)).toHaveLength(2);
    const [stamp] = await t.db
      .select({ at: maxBids.outbid_mailed_at })
      .from(maxBids)
      .where(and(eq(maxBids.lot_id, lot.id), eq(maxBids.bidder_id, anne.id)));
    expect(stamp?.at).not.toBeNull();

    clock.advance(2_000);
    await bid(t, anne, lot, 400);
    await bid(t, ben, lot, 500);
    const mails = await mailsTo(t, anne.email);
    expect(mails).toHaveLength(3);
    expect(mails.filter((m) => m.subject === subject(lot.lot_number, lot.title))).toHaveLength(2);
  });

  it('is queued and handed to SMTP once the bid commits', async () => {
    const sent: OutgoingMail[] = [];
    const transport = { sendMail: vi.fn(async (mail: OutgoingMail) => void sent.push(mail)) };
    const smtp = await createTestApp({ deps: { mailTransport: transport } });
    try {
      const { auction, lot } = await buildSale(smtp);
      const anne = await bidderOf(smtp, auction, 'Anne Doucet');
      const ben = await bidderOf(smtp, auction, 'Ben LeBlanc');
      await bid(smtp, anne, lot, 50);
      await bid(smtp, ben, lot, 80);
      await vi.waitFor(() => expect(sent.map((mail) => mail.to)).toEqual([anne.email]));
      expect(sent[0]?.subject).toBe(subject(lot.lot_number, lot.title));
      await vi.waitFor(async () => {
        const [row] = await smtp.db.select().from(outbox).where(eq(outbox.to, anne.email));
        expect(row?.status).toBe('sent');
      });
    } finally {
      await smtp.close();
    }
  });
});
