import type { AuctionRegistration, StaffInvoiceDetail, StaffRegistrationExtras } from '@auction/contracts';
import { calendarDateIn } from '@auction/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildAuction, buildLot, buildRegistration, buildUser, tokenFor } from '../../../test/factories';
import {
  generate,
  invoicesOf,
  slug,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { paymentsOf } from '../../../test/payments/issued-invoice';
import { auctionRegistrations, registrationDeposits } from '../../db/schema';

useInvoiceApp();

const today = () => calendarDateIn(new Date(), 'America/Halifax');
let keys = 0;
const key = () => {
  keys += 1;
  return `deposit-key-${Date.now()}-${keys}`;
};

function recordDeposit(registrationId: string, payload: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: `/api/admin/registrations/${registrationId}/deposits`,
    token: staff,
    payload: { method: 'cash', received_on: today(), idempotency_key: key(), ...payload },
  });
}

async function extras(auctionId: string) {
  const answer = await t.request<StaffRegistrationExtras>({
    method: 'GET',
    url: `/api/admin/auctions/${auctionId}/registration-deposits`,
    token: staff,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('registration deposits paid at the desk', () => {
  it('keeps the registration waiting until the deposit is recorded, and the bidder cannot bid', async () => {
    const auction = await buildAuction(t, { slug: slug(), deposit_cents: 50_000 });
    const lot = await buildLot(t, auction, { end_at: new Date(Date.now() + 86_400_000) });
    const bidder = await buildUser(t, { name: 'Nadia Cormier' });
    const token = await tokenFor(t, bidder);
    const public_ = await t.request<{ deposit_cents: number }>({
      method: 'GET',
      url: `/api/auctions/${auction.id}`,
    });
    expect(public_.body.deposit_cents).toBe(50_000);

    const registered = await t.request<AuctionRegistration>({
      method: 'POST',
      url: `/api/auctions/${auction.id}/register`,
      token,
      payload: { accept_terms: true },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.status).toBe('pending');
    expect(registered.body.standing).toMatchObject({
      waiting_for: ['deposit'],
      card_payments_available: false,
      deposit: { asked_cents: 50_000, paid_cents: 0, status: 'owing' },
    });
    const refused = await t.request({
      method: 'POST',
      url: `/api/lots/${lot.id}/bids`,
      token,
      payload: { amount: 20 },
    });
    expect(refused.status).toBe(403);

    // Without Stripe the deposit cannot be paid by card: a clear 409, nothing started.
    const byCard = await t.request({
      method: 'POST',
      url: `/api/registrations/${registered.body.id}/deposit-intent`,
      token,
      payload: { idempotency_key: key() },
    });
    expect(byCard.status).toBe(409);
    expect(byCard.body.message).toMatch(/not set up/);

    // Staff cannot approve it over the unpaid deposit.
    const approve = await t.request({
      method: 'PATCH',
      url: `/api/admin/registrations/${registered.body.id}`,
      token: staff,
      payload: { status: 'approved' },
    });
    expect(approve.status).toBe(422);
    expect(approve.body.errors?.status?.[0]).toMatch(/deposit is not paid/);

    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await recordDeposit(registered.body.id, { amount_cents: 50_000, received_on: tomorrow });
    expect(future.status).toBe(422);
    expect(future.body.errors?.received_on).toBeDefined();
    const tooMuch = await recordDeposit(registered.body.id, { amount_cents: 60_000 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors?.amount_cents?.[0]).toMatch(/\$500\.00/);
    const badMethod = await recordDeposit(registered.body.id, { amount_cents: 50_000, method: 'stripe' });
    expect(badMethod.status).toBe(422);
    expect(
      await t.db
        .select()
        .from(registrationDeposits)
        .where(eq(registrationDeposits.registration_id, registered.body.id)),
    ).toHaveLength(0);

    const fixed = key();
    expect(
      (await recordDeposit(registered.body.id, { amount_cents: 50_000, idempotency_key: fixed })).status,
    ).toBe(204);
    expect(
      (await recordDeposit(registered.body.id, { amount_cents: 50_000, idempotency_key: fixed })).status,
    ).toBe(204);
    const mine = await t.request<AuctionRegistration>({
      method: 'GET',
      url: `/api/auctions/${auction.id}/registration`,
      token,
    });
    expect(mine.body.status).toBe('approved');
    expect(mine.body.standing).toMatchObject({
      waiting_for: [],
      deposit: { held_cents: 50_000, status: 'held' },
    });
    const [row] = await extras(auction.id);
    expect(row).toMatchObject({ deposit: { paid_cents: 50_000, held_cents: 50_000 }, waiting_for: [] });
    const bid = await t.request({
      method: 'POST',
      url: `/api/lots/${lot.id}/bids`,
      token,
      payload: { amount: 20 },
    });
    expect(bid.body.code ?? bid.status, JSON.stringify(bid.body)).not.toBe('REGISTRATION_NOT_APPROVED');
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);
  });

  it('applies the deposit to the invoice when it is issued, refunds what is over, and lists a loser’s for refund', async () => {
    const auction = await buildAuction(t, {
      slug: slug(),
      status: 'closed',
      end_at: new Date('2026-06-10T20:00:00Z'),
      deposit_cents: 50_000,
    });
    const big = await buildUser(t, { name: 'Roland Thibodeau' });
    const small = await buildUser(t, { name: 'Elsie Murphy' });
    const none = await buildUser(t, { name: 'Gerald Doucet' });
    const regs = await Promise.all(
      [big, small, none].map((user) =>
        buildRegistration(t, auction, user, { status: 'pending', deposit_cents: 50_000 }),
      ),
    );
    for (const reg of regs)
      expect((await recordDeposit(reg.id, { amount_cents: 50_000, method: 'debit' })).status).toBe(204);
    await buildLot(t, auction, { status: 'sold', current_price_cents: 100_000, high_bidder_id: big.id });
    await buildLot(t, auction, { status: 'sold', current_price_cents: 10_000, high_bidder_id: small.id });
    expect((await generate(auction.id)).status).toBe(200);
    const page = await invoicesOf(auction.id);
    for (const invoice of page.data) {
      const issued = await t.request<StaffInvoiceDetail & { warning: string | null }>({
        method: 'POST',
        url: `/api/admin/invoices/${invoice.id}/issue`,
        token: staff,
        payload: {},
      });
      expect(issued.status).toBe(200);
    }
    const byBuyer = new Map(page.data.map((invoice) => [invoice.buyer_name, invoice.id]));
    const bigInvoice = byBuyer.get('Roland Thibodeau') as string;
    const smallInvoice = byBuyer.get('Elsie Murphy') as string;

    const bigPayments = await paymentsOf(t, bigInvoice);
    expect(bigPayments).toHaveLength(1);
    expect(bigPayments[0]).toMatchObject({ method: 'debit', amount_cents: 50_000, reference: 'Deposit' });
    const bigDetail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${bigInvoice}`,
      token: staff,
    });
    expect(bigDetail.body.status).toBe('partially_paid');

    const smallDetail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${smallInvoice}`,
      token: staff,
    });
    expect(smallDetail.body.status).toBe('paid');
    const smallTotal = smallDetail.body.total_cents;
    expect((await paymentsOf(t, smallInvoice))[0]).toMatchObject({
      amount_cents: smallTotal,
      reference: 'Deposit',
    });

    const listed = new Map((await extras(auction.id)).map((row) => [row.registration_id, row.deposit]));
    expect(listed.get(regs[0]?.id as string)).toMatchObject({
      applied_cents: 50_000,
      held_cents: 0,
      status: 'applied',
    });
    // The rest of the small buyer's deposit is desk money: staff hand it back.
    expect(listed.get(regs[1]?.id as string)).toMatchObject({
      applied_cents: smallTotal,
      held_cents: 50_000 - smallTotal,
      status: 'to_refund',
      to_refund_cents: 50_000 - smallTotal,
    });
    expect(listed.get(regs[2]?.id as string)).toMatchObject({ status: 'to_refund', to_refund_cents: 50_000 });

    const handBack = await t.request({
      method: 'POST',
      url: `/api/admin/registrations/${regs[2]?.id}/deposit-refund`,
      token: staff,
      payload: { received_on: today() },
    });
    expect(handBack.status).toBe(204);
    const after = new Map((await extras(auction.id)).map((row) => [row.registration_id, row.deposit]));
    expect(after.get(regs[2]?.id as string)).toMatchObject({
      status: 'refunded',
      held_cents: 0,
      refunded_cents: 50_000,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/admin/registrations/${regs[2]?.id}/deposit-refund`,
      token: staff,
      payload: { received_on: today() },
    });
    expect(again.status).toBe(409);
  });

  it('refuses to publish a card-on-file sale when card payment online is not set up', async () => {
    const auction = await buildAuction(t, { slug: slug(), status: 'draft', card_on_file_required: true });
    await buildLot(t, auction);
    const answer = await t.request({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/publish`,
      token: staff,
      payload: {},
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.card_on_file_required?.[0]).toMatch(/not set up/);
    const [row] = await t.db
      .select()
      .from(auctionRegistrations)
      .where(eq(auctionRegistrations.auction_id, auction.id));
    expect(row).toBeUndefined();
  });

  it('says card payment is not set up on the registration of a card-on-file sale', async () => {
    const auction = await buildAuction(t, { slug: slug(), card_on_file_required: true });
    const token = await tokenFor(t, await buildUser(t));
    const registered = await t.request<AuctionRegistration>({
      method: 'POST',
      url: `/api/auctions/${auction.id}/register`,
      token,
      payload: { accept_terms: true },
    });
    expect(registered.body).toMatchObject({
      status: 'pending',
      standing: { waiting_for: ['card'], card_required: true, card_payments_available: false, card: null },
    });
    const setup = await t.request({
      method: 'POST',
      url: '/api/users/cards/setup',
      token,
      payload: { auction_id: auction.id },
    });
    expect(setup.status).toBe(409);
    expect(setup.body.message).toMatch(/not set up/);
  });
});
