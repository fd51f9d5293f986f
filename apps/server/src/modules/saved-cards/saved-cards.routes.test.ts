import type { AuctionRegistration, CardCharge, InvoiceCardOnFile, SavedCard } from '@auction/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type BuiltUser, buildAuction, buildUser, tokenFor } from '../../../test/factories';
import { mailsTo } from '../../../test/outbox';
import { buildIssuedInvoice, invoiceRow, paymentsOf } from '../../../test/payments/issued-invoice';
import { deliver, fake, key, slug, staff, t, useStripeApp } from '../../../test/payments/stripe-app';
import { testClock } from '../../../test/test-app';
import { auctionRegistrations, auctions, cardCharges, registrationDeposits } from '../../db/schema';
import type { MailService } from '../../mail/mail.service';
import { createInvoiceLedger } from '../invoices/invoice-ledger';
import { createStripeGateway } from '../payments/stripe-gateway';
import { settingsDefaults } from '../settings/settings.defaults';
import { createSavedCardsService } from './saved-cards.service';

useStripeApp();

/** The bidder saves a test card with Stripe for a sale (or their profile), as the browser would. */
async function saveCard(
  token: string,
  testCard: string,
  auctionId?: string,
  by: 'webhook' | 'browser' = 'browser',
) {
  const setup = await t.request<{ client_secret: string; stripe_publishable_key: string }>({
    method: 'POST',
    url: '/api/users/cards/setup',
    token,
    payload: auctionId ? { auction_id: auctionId } : {},
  });
  expect(setup.status).toBe(200);
  expect(setup.body.stripe_publishable_key).toBe('pk_test_harbourside');
  const setupId = setup.body.client_secret.split('_secret_')[0] as string;
  const confirmed = fake.confirmSetup(setupId, testCard);
  if (by === 'webhook') {
    expect((await deliver(fake.event('setup_intent.succeeded', confirmed))).status).toBe(200);
  }
  const answer = await t.request<SavedCard>({
    method: 'POST',
    url: '/api/users/cards/confirm',
    token,
    payload: { setup_intent_id: setupId },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { card: answer.body, setupId, confirmed };
}

/** An issued invoice of a card-on-file sale whose registration has the buyer's card on file. */
async function invoiceWithCard(buyer: BuiltUser, cardId: string, totalCents = 12_345) {
  const built = await buildIssuedInvoice(t, { totalCents, buyer });
  await t.db.update(auctions).set({ card_on_file_required: true }).where(eq(auctions.id, built.auction.id));
  await t.db
    .update(auctionRegistrations)
    .set({ saved_card_id: cardId })
    .where(eq(auctionRegistrations.id, built.registration.id));
  return built;
}

function charge(invoiceId: string, idempotencyKey = key()) {
  return t.request<CardCharge>({
    method: 'POST',
    url: `/api/admin/invoices/${invoiceId}/card-charges`,
    token: staff,
    payload: { idempotency_key: idempotencyKey },
  });
}

describe('a card on file', () => {
  it('is saved with a SetupIntent when the bidder registers for a sale that asks for one, and lets them bid', async () => {
    const auction = await buildAuction(t, { slug: slug(), card_on_file_required: true });
    const bidder = await buildUser(t, { name: 'Yvonne LeBlanc' });
    const token = await tokenFor(t, bidder);
    const registered = await t.request<AuctionRegistration>({
      method: 'POST',
      url: `/api/auctions/${auction.id}/register`,
      token,
      payload: { accept_terms: true },
    });
    expect(registered.body).toMatchObject({
      status: 'pending',
      standing: { waiting_for: ['card'], card_payments_available: true, card: null },
    });
    const { setupId, confirmed } = await saveCard(token, 'pm_card_visa', auction.id, 'webhook');
    // The webhook again and the browser's confirmation find the same card.
    expect((await deliver(fake.event('setup_intent.succeeded', confirmed))).status).toBe(200);
    const mine = await t.request<AuctionRegistration>({
      method: 'GET',
      url: `/api/auctions/${auction.id}/registration`,
      token,
    });
    expect(mine.body.status).toBe('approved');
    expect(mine.body.standing?.card?.label).toBe('Visa ending 4242');
    const listed = await t.request<{ data: SavedCard[] }>({ method: 'GET', url: '/api/users/cards', token });
    expect(listed.body.data.map((card) => card.label)).toEqual(['Visa ending 4242']);
    expect(JSON.stringify(listed.body)).not.toContain('pm_');
    const setups = fake.calls.filter((call) => call.path === '/v1/setup_intents');
    expect(setups.at(-1)?.body.get('usage')).toBe('off_session');
    expect(setupId).toMatch(/^seti_/);

    // Someone else's setup is not theirs to confirm.
    const other = await tokenFor(t, await buildUser(t));
    const stolen = await t.request({
      method: 'POST',
      url: '/api/users/cards/confirm',
      token: other,
      payload: { setup_intent_id: setupId },
    });
    expect(stolen.status).toBe(422);
    const bad = await t.request({
      method: 'POST',
      url: '/api/users/cards/confirm',
      token,
      payload: { setup_intent_id: '4242424242424242' },
    });
    expect(bad.status).toBe(422);
  });

  it('is charged by staff once for the balance, the webhook agreeing without a second payment', async () => {
    const buyer = await buildUser(t, { name: 'Marcel Gallant' });
    const { card } = await saveCard(await tokenFor(t, buyer), 'pm_card_visa');
    const { invoice } = await invoiceWithCard(buyer, card.id);
    const onFile = await t.request<InvoiceCardOnFile>({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/card-on-file`,
      token: staff,
    });
    expect(onFile.body).toMatchObject({ card: { label: 'Visa ending 4242' }, charges: [] });

    const pressed = key();
    const first = await charge(invoice.id, pressed);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'succeeded',
      amount_cents: 12_345,
      card_label: 'Visa ending 4242',
    });
    const again = await charge(invoice.id, pressed);
    expect(again.body.id).toBe(first.body.id);
    expect((await invoiceRow(t, invoice.id)).status).toBe('paid');

    const [row] = await t.db.select().from(cardCharges).where(eq(cardCharges.id, first.body.id));
    const intentId = row?.payment_intent_id as string;
    const offSession = fake.calls.filter(
      (call) => call.path === '/v1/payment_intents' && call.body.get('metadata[invoice_id]') === invoice.id,
    );
    expect(offSession).toHaveLength(1);
    expect(offSession[0]?.body.get('off_session')).toBe('true');
    expect(offSession[0]?.body.get('confirm')).toBe('true');
    const event = fake.event('payment_intent.succeeded', { ...(fake.intents.get(intentId) ?? {}) });
    expect((await deliver(event)).status).toBe(200);
    const recorded = await paymentsOf(t, invoice.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: 'stripe',
      amount_cents: 12_345,
      stripe_payment_intent_id: intentId,
    });

    // A paid invoice is not charged again.
    expect((await charge(invoice.id)).status).toBe(409);
  });

  it('records a decline with the bank’s words, tells the buyer with a link to pay, and keeps the card until paid', async () => {
    const buyer = await buildUser(t, { name: 'Colette Arsenault' });
    const token = await tokenFor(t, buyer);
    const { card } = await saveCard(token, 'pm_card_chargeDeclined');
    const { invoice } = await invoiceWithCard(buyer, card.id, 8_000);
    const declined = await charge(invoice.id);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', decline_message: 'Your card was declined.' });
    expect(await paymentsOf(t, invoice.id)).toHaveLength(0);
    const [mail] = await mailsTo(t, buyer.email);
    expect(mail?.subject).toMatch(/declined/);
    expect(mail?.text).toContain(`/invoices/${invoice.id}/pay`);
    expect(mail?.text).toContain('Your card was declined.');
    const onFile = await t.request<InvoiceCardOnFile>({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}/card-on-file`,
      token: staff,
    });
    expect(onFile.body.charges[0]).toMatchObject({ status: 'declined', charged_by_name: expect.any(String) });

    const removal = await t.request({ method: 'DELETE', url: `/api/users/cards/${card.id}`, token });
    expect(removal.status).toBe(409);
    const strangers = await t.request({
      method: 'DELETE',
      url: `/api/users/cards/${card.id}`,
      token: await tokenFor(t, await buildUser(t)),
    });
    expect(strangers.status).toBe(404);
  });

  it('asks for the buyer when the bank wants 3-D Secure, and a removed card is gone from the list', async () => {
    const buyer = await buildUser(t, { name: 'Hector Boudreau' });
    const token = await tokenFor(t, buyer);
    const { card } = await saveCard(token, 'pm_card_authenticationRequired');
    const { invoice } = await invoiceWithCard(buyer, card.id, 5_000);
    const answer = await charge(invoice.id);
    expect(answer.body).toMatchObject({
      status: 'requires_action',
      decline_message: expect.stringMatching(/authentication/),
    });
    expect((await invoiceRow(t, invoice.id)).status).toBe('issued');

    const spare = await saveCard(token, 'pm_card_visa');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/cards/${spare.card.id}`, token })).status,
    ).toBe(204);
    const listed = await t.request<{ data: SavedCard[] }>({ method: 'GET', url: '/api/users/cards', token });
    expect(listed.body.data.map((one) => one.id)).toEqual([card.id]);
  });
});

describe('a deposit paid by card', () => {
  it('starts a PaymentIntent naming the registration, and the webhook records it once and lets the bidder bid', async () => {
    const auction = await buildAuction(t, {
      slug: slug(),
      deposit_cents: 25_000,
      title: 'Cole Harbour Tools',
    });
    const bidder = await buildUser(t, { name: 'Paulette Comeau' });
    const token = await tokenFor(t, bidder);
    const registered = await t.request<AuctionRegistration>({
      method: 'POST',
      url: `/api/auctions/${auction.id}/register`,
      token,
      payload: { accept_terms: true },
    });
    expect(registered.body.standing?.waiting_for).toEqual(['deposit']);
    const intent = await t.request<{ client_secret: string; amount_cents: number }>({
      method: 'POST',
      url: `/api/registrations/${registered.body.id}/deposit-intent`,
      token,
      payload: { idempotency_key: key() },
    });
    expect(intent.status).toBe(200);
    expect(intent.body.amount_cents).toBe(25_000);
    const intentId = intent.body.client_secret.split('_secret_')[0] as string;
    expect(fake.intents.get(intentId)?.metadata).toMatchObject({
      registration_id: registered.body.id,
      kind: 'deposit',
    });
    const notMine = await t.request({
      method: 'POST',
      url: `/api/registrations/${registered.body.id}/deposit-intent`,
      token: await tokenFor(t, await buildUser(t)),
      payload: { idempotency_key: key() },
    });
    expect(notMine.status).toBe(404);

    const succeeded = fake.succeed(intentId);
    expect((await deliver(fake.event('payment_intent.succeeded', succeeded))).status).toBe(200);
    expect((await deliver(fake.event('payment_intent.succeeded', succeeded))).status).toBe(200);
    const rows = await t.db
      .select()
      .from(registrationDeposits)
      .where(eq(registrationDeposits.registration_id, registered.body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'payment', method: 'stripe', amount_cents: 25_000 });
    const mine = await t.request<AuctionRegistration>({
      method: 'GET',
      url: `/api/auctions/${auction.id}/registration`,
      token,
    });
    expect(mine.body).toMatchObject({ status: 'approved', standing: { deposit: { held_cents: 25_000 } } });
    const paidAgain = await t.request({
      method: 'POST',
      url: `/api/registrations/${registered.body.id}/deposit-intent`,
      token,
      payload: { idempotency_key: key() },
    });
    expect(paidAgain.status).toBe(422);
  });
});

describe('the automatic card-on-file charge', () => {
  it('charges an invoice once, the set hours after issue, and never while the setting is 0', async () => {
    const buyer = await buildUser(t, { name: 'Aline Poirier' });
    const { card } = await saveCard(await tokenFor(t, buyer), 'pm_card_visa');
    const { invoice } = await invoiceWithCard(buyer, card.id, 6_600);
    const clock = testClock(new Date(Date.now() + 60 * 60_000));
    let hours = 0;
    const service = createSavedCardsService({
      db: t.db,
      stripe: createStripeGateway({
        secretKey: 'sk_test_harbourside',
        publishableKey: 'pk_test_harbourside',
        webhookSecret: fake.webhookSecret,
        apiBase: fake.url,
      }),
      ledger: createInvoiceLedger({ db: t.db }),
      settings: { get: async () => ({ ...settingsDefaults, card_on_file_charge_after_hours: hours }) },
      mail: { queueInTransaction: async () => null, afterCommit: () => undefined } as unknown as MailService,
      publicUrl: 'http://localhost',
      clock,
      log: { warn: () => undefined } as unknown as FastifyBaseLogger,
    });
    expect(await service.chargeDue()).toBe(0);
    hours = 2;
    expect(await service.chargeDue()).toBe(0);
    clock.advance(2 * 60 * 60_000);
    expect(await service.chargeDue()).toBeGreaterThanOrEqual(1);
    expect(await service.chargeDue()).toBe(0);
    const rows = await t.db.select().from(cardCharges).where(eq(cardCharges.invoice_id, invoice.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', charged_by: null, amount_cents: 6_600 });
    expect((await invoiceRow(t, invoice.id)).status).toBe('paid');
  });
});
