import type { BuyNowItem, BuyNowListQuery, BuyNowPage, BuyNowPurchase } from '@auction/contracts';
import { buyNowPrice, calendarDateIn } from '@auction/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../errors';
import type { SignedInUser } from '../auth/authenticator';
import type { TaxRateLookup, TotalsRecompute } from '../invoices/recompute-totals';
import type { SettingsService } from '../settings/settings.service';
import { type PurchaseOutcome, purchaseItem, purchaseWithKey } from './buy-now-purchase';
import { buyNowPage, cardOf, type PictureUrl, pictureJson, picturesOf, publicItem } from './buy-now-queries';

/** The answer of a purchase; a key already used to buy another item is refused. */
function answerFor(outcome: PurchaseOutcome, itemId: string): BuyNowPurchase {
  if (outcome.item_id !== itemId) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This key was already used to buy another item; send each new purchase with a new key.',
    );
  }
  return {
    invoice_id: outcome.invoice_id,
    invoice_number: outcome.invoice_number,
    total_cents: outcome.total_cents,
  };
}

/** Where the house is: buy-now goods are picked up here, so its rate applies on the item page. */
const houseRegion = 'NS';

export interface BuyNowDeps {
  db: Database;
  settings: SettingsService;
  clock: Clock;
  mediaUrl: PictureUrl;
  paymentFlags: { isFlagged(userId: string): Promise<boolean> };
  /** The steps after an invoice is issued (its e-mail with the PDF); a failure there never undoes the sale. */
  issued: (invoiceId: string) => Promise<unknown>;
  /** The invoices area's GST/HST rate in force, for the all-in price on an item's page. */
  taxRateFor: TaxRateLookup;
  /** The invoices area works out the purchase's invoice totals, in the purchase's transaction. */
  recomputeTotals: TotalsRecompute;
}

/**
 * Buy-now: the listed items, one item's page with its all-in price, and the purchase that takes
 * the item and issues its invoice in one transaction.
 */
export function createBuyNowService(deps: BuyNowDeps) {
  const { db, settings, clock } = deps;

  return {
    list(query: BuyNowListQuery): Promise<BuyNowPage> {
      return buyNowPage(db, query, deps.mediaUrl);
    },

    async item(itemId: string): Promise<BuyNowItem> {
      const row = await publicItem(db, itemId);
      if (!row) throw new AppError('NOT_FOUND', 'This item is not for sale.');
      const s = await settings.get();
      const rate = await deps.taxRateFor(db, houseRegion, calendarDateIn(clock(), s.time_zone));
      const pictures = await picturesOf(db, [row.id], false);
      const price = buyNowPrice(Number(row.price_cents ?? 0), rate.rate_bps);
      return {
        ...cardOf(row, pictures[0], deps.mediaUrl),
        description: row.description,
        condition: row.condition,
        brand: row.brand,
        quantity: Number(row.quantity),
        category_slug: row.category_slug,
        images: pictures.map((picture) => pictureJson(picture, deps.mediaUrl)),
        available: row.status === 'buy_now',
        tax_label: rate.label,
        tax_rate_bps: rate.rate_bps,
        tax_cents: price.tax_cents,
        total_cents: price.total_cents,
        currency: 'CAD',
      };
    },

    /** 201 with a new invoice, or 200 with the invoice an earlier request with the same key made. */
    async purchase(
      itemId: string,
      user: SignedInUser,
      idempotencyKey: string | null,
    ): Promise<{ created: boolean; purchase: BuyNowPurchase }> {
      if (!user.row.email_verified_at) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address before buying.');
      }
      const earlier = await purchaseWithKey(db, user.id, idempotencyKey);
      if (earlier) return { created: false, purchase: answerFor(earlier, itemId) };
      if (await deps.paymentFlags.isFlagged(user.id)) {
        throw new AppError(
          'FORBIDDEN',
          'You have an unpaid invoice past its due date. Please pay it or contact us before buying.',
        );
      }
      const s = await settings.get();
      const outcome = await db.transaction((tx) =>
        purchaseItem(
          tx,
          {
            itemId,
            buyerId: user.id,
            idempotencyKey,
            now: clock(),
            timeZone: s.time_zone,
            paymentTermsDays: s.invoice_payment_terms_days,
          },
          deps.recomputeTotals,
        ),
      );
      if (outcome.earlier) return { created: false, purchase: answerFor(outcome, itemId) };
      await deps.issued(outcome.invoice_id).catch(() => undefined);
      return { created: true, purchase: answerFor(outcome, itemId) };
    },
  };
}
export type BuyNowService = ReturnType<typeof createBuyNowService>;
