import {
  type BuyersPremium,
  invoiceTotals,
  type LotShare,
  lotPremiumsCents,
  lotShares,
} from '@auction/domain';

/** What a won lot costs the buyer, and the tax rate it was charged at. */
export type WonLotCost = LotShare & { rate_bps: number };

/** A line of an issued invoice, with that invoice's own tax (`invoiceLines` of the repository). */
export interface InvoicedLine {
  invoice_id: string;
  kind: 'lot' | 'charge' | 'credit';
  lot_id: string | null;
  amount_cents: number;
  premium_cents: number;
  taxable: boolean;
  tax_cents: number;
  tax_rate_bps: number;
  exempt: boolean;
}

/**
 * The lots of issued invoices as the invoices have them: each lot's hammer and premium from its
 * line and its part of the invoice's tax, so an invoice's lots add up to its total (charges and
 * credits aside).
 */
export function invoicedLotCosts(lines: readonly InvoicedLine[]): Map<string, WonLotCost> {
  const byInvoice = new Map<string, InvoicedLine[]>();
  for (const line of lines) byInvoice.set(line.invoice_id, [...(byInvoice.get(line.invoice_id) ?? []), line]);
  const costs = new Map<string, WonLotCost>();
  for (const invoiceLines of byInvoice.values()) {
    const [first] = invoiceLines;
    if (!first) continue;
    const lotLines = invoiceLines.filter((line) => line.kind === 'lot' && line.lot_id !== null);
    const shares = lotShares({
      lots: lotLines.map((line) => ({ hammer_cents: line.amount_cents, premium_cents: line.premium_cents })),
      taxableChargesCents: invoiceLines
        .filter((line) => line.kind === 'charge' && line.taxable)
        .map((line) => line.amount_cents),
      taxCents: first.tax_cents,
    });
    const rate = first.exempt ? 0 : first.tax_rate_bps;
    lotLines.forEach((line, index) => {
      const share = shares[index];
      if (share && line.lot_id) costs.set(line.lot_id, { ...share, rate_bps: rate });
    });
  }
  return costs;
}

/**
 * Lots won in one auction that no issued invoice holds yet, as their invoice will charge them:
 * the auction's premium on each, the tax once on them all at the sale day's rate, then shared.
 */
export function provisionalLotCosts(
  won: readonly { lot_id: string; hammer_cents: number; grouped_id?: string | null }[],
  premium: BuyersPremium,
  rateBps: number,
): Map<string, WonLotCost> {
  const premiums = lotPremiumsCents(
    won.map((lot) => ({ hammerCents: lot.hammer_cents, groupId: lot.grouped_id ?? null })),
    premium,
  );
  const lots = won.map((lot, index) => ({
    hammer_cents: lot.hammer_cents,
    premium_cents: premiums[index] ?? 0,
  }));
  const totals = invoiceTotals({ lots, charges: [], credits: [], taxRateBps: rateBps, exempt: false });
  const shares = lotShares({ lots, taxCents: totals.tax_cents });
  return new Map(
    won.flatMap((lot, index) => {
      const share = shares[index];
      return share ? [[lot.lot_id, { ...share, rate_bps: rateBps }] as const] : [];
    }),
  );
}
