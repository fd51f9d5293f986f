import type { Auction, BuyerPremium } from '@auction/contracts';
import { liveDollars, paymentDueWords, pickupWindowWords } from '@auction/domain';
import { percent } from '../invoice-documents/pdf-pieces';

/**
 * What the sale's papers say about the sale and its lots, in the words its public page uses: when
 * it runs (in the sale's time zone), its buyer's premium as a table, its buyer terms, a lot's
 * estimate and a quantity lot's note.
 */

export type Fact = readonly [label: string, value: string];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Saturday, December 5, 2026 at 10:00 a.m. AST" in the sale's time zone. */
export function saleMoment(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { ...options, timeZone }).format(date);
  return `${part({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })} at ${part({
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })}`;
}

/**
 * When the sale runs: a live sale's start; a timed sale's opening, when its lots begin closing
 * and, for a staggered sale, when the last one closes. Times the sale has not set are left out.
 */
export function scheduleFacts(
  auction: Pick<Auction, 'type' | 'startDate' | 'endDate' | 'lastLotEndDate' | 'time_zone'>,
): Fact[] {
  const when = (iso: string) => saleMoment(iso, auction.time_zone);
  const facts: Fact[] = [];
  if (auction.type === 'live') {
    if (auction.startDate) facts.push(['Sale starts', when(auction.startDate)]);
    return facts;
  }
  if (auction.startDate) facts.push(['Bidding opens', when(auction.startDate)]);
  const staggered = auction.lastLotEndDate !== null && auction.lastLotEndDate !== auction.endDate;
  if (auction.endDate)
    facts.push([staggered ? 'Lots begin closing' : 'Bidding closes', when(auction.endDate)]);
  if (staggered && auction.lastLotEndDate) facts.push(['Last lot closes', when(auction.lastLotEndDate)]);
  return facts;
}

/** The premium as bands of the hammer price and the rate charged on each, the lowest first. */
export function premiumBands(premium: BuyerPremium): Fact[] {
  if (premium.kind === 'flat') return [['On the whole hammer price', percent(premium.rate_bp)]];
  return premium.tiers.map((tier, index) => {
    const next = premium.tiers[index + 1];
    const band =
      premium.tiers.length === 1
        ? 'On the whole hammer price'
        : index === 0
          ? `Up to ${liveDollars(next?.from_cents ?? 0)}`
          : next
            ? `From ${liveDollars(tier.from_cents)} to ${liveDollars(next.from_cents)}`
            : `Above ${liveDollars(tier.from_cents)}`;
    return [band, percent(tier.rate_bp)] as const;
  });
}

/** How the bands add up, said once under the table; null for a flat premium. */
export function premiumNote(premium: BuyerPremium): string | null {
  if (premium.kind === 'flat' || premium.tiers.length === 1) return null;
  return 'Each rate is charged on the part of the hammer price within its band, and the parts are added up.';
}

/** Payment, pickup and shipping, as the sale's page states them. */
export function buyerTermFacts(auction: Pick<Auction, 'buyer_terms' | 'pickup_info'>): Fact[] {
  const terms = auction.buyer_terms;
  const window = pickupWindowWords(terms.pickup);
  const pickup =
    terms.pickup?.kind === 'appointment'
      ? 'By appointment: call or write to the office after the sale to arrange a time.'
      : (window ?? ['Any day after the sale in our pickup hours:', ...terms.house_pickup_hours].join('\n'));
  const facts: Fact[] = [
    ['Payment due', `${capitalised(paymentDueWords(terms.payment_due))} of the close`],
    [terms.pickup?.kind === 'window' ? 'Pickup window' : 'Pickup', pickup],
  ];
  if (auction.pickup_info.trim()) facts.push(['Pickup notes', auction.pickup_info.trim()]);
  facts.push([
    'Shipping',
    terms.shipping_offered
      ? 'Offered: ask for it on your invoice and we quote it.'
      : 'Not offered: lots are collected at pickup.',
  ]);
  return facts;
}

/** "Estimate $200 – $300", "Estimate $200", "Estimate up to $300"; null without one. */
export function estimateWords(lowCents: number | null, highCents: number | null): string | null {
  if (lowCents !== null && highCents !== null) {
    return lowCents === highCents
      ? `Estimate ${liveDollars(lowCents)}`
      : `Estimate ${liveDollars(lowCents)} – ${liveDollars(highCents)}`;
  }
  if (lowCents !== null) return `Estimate ${liveDollars(lowCents)}`;
  if (highCents !== null) return `Estimate up to ${liveDollars(highCents)}`;
  return null;
}

/** A quantity lot's note: "Bid per unit, × 12"; null for a lot sold as one. */
export function perUnitWords(lot: { per_unit: boolean; quantity: number }): string | null {
  return lot.per_unit ? `Bid per unit, × ${lot.quantity}` : null;
}
