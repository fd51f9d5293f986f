import type { ProjectedLot, ProjectedSale } from '@auction/contracts';
import {
  type CommissionTerms,
  isReserveMet,
  type StatementLotInput,
  statementLines,
  statementTotals,
  type TaxRate,
} from '@auction/domain';

/**
 * The settlement a consignor's running sales would give if each ended now (decision 0043): a
 * lot already closed counts as it ended; a lot still selling counts as sold at its current bid
 * when a bid stands at or above its reserve, and as unsold otherwise. The money is the domain's
 * own `statementLines` and `statementTotals`, so the projection and the final statement agree.
 */

/** One of the consignor's lots in a running sale, as the database has it now. */
export interface RunningLot {
  id: string;
  lot_number: string;
  title: string;
  status: 'upcoming' | 'open' | 'sold' | 'passed';
  sku: string | null;
  current_price_cents: number | null;
  /** The current price for the whole lot (times the units of a quantity lot): what it sells for. */
  extended_price_cents: number | null;
  bid_count: number;
  reserve_cents: number | null;
  end_at: string | null;
  commission_rate_bp: number | null;
  photographed: boolean;
}

export interface RunningSale {
  auction: ProjectedSale['auction'];
  saleDate: string;
  lots: RunningLot[];
}

export interface ProjectionInput {
  terms: CommissionTerms;
  taxRates: readonly TaxRate[];
  consignorIsRegistrant: boolean;
  advancesOutstandingCents: number;
  /** In the order advances are taken back: the soonest to end first. */
  sales: readonly RunningSale[];
}

/** Whether a bid stands at or above the reserve (no reserve: any bid). */
export function reserveMetNow(lot: Pick<RunningLot, 'reserve_cents' | 'current_price_cents' | 'bid_count'>) {
  const standing = lot.bid_count > 0 && lot.current_price_cents !== null;
  return isReserveMet({
    reserveCents: lot.reserve_cents,
    priceCents: lot.current_price_cents ?? 0,
    // Only whether a bid stands matters here; whose it is never reaches this code.
    highBidderId: standing ? 'standing' : null,
  });
}

/** Sold as it ended, or as it would end now. */
export function projectedOutcome(lot: RunningLot): 'sold' | 'unsold' {
  if (lot.status === 'sold') return 'sold';
  if (lot.status === 'passed') return 'unsold';
  const standing = lot.bid_count > 0 && lot.current_price_cents !== null;
  return standing && reserveMetNow(lot) ? 'sold' : 'unsold';
}

export function statementInputOf(lot: RunningLot): StatementLotInput {
  return {
    ref: lot.id,
    outcome: projectedOutcome(lot),
    hammerCents: lot.extended_price_cents ?? 0,
    commissionRateBp: lot.commission_rate_bp,
    photographed: lot.photographed,
  };
}

/** Each sale's projected statement; advances are taken back sale by sale, what is left carried on. */
export function projectSettlement(input: ProjectionInput): ProjectedSale[] {
  let advancesLeft = input.advancesOutstandingCents;
  return input.sales.map((sale) => {
    const lines = statementLines(input.terms, sale.lots.map(statementInputOf));
    const totals = statementTotals(lines, {
      advancesOutstandingCents: advancesLeft,
      saleDate: sale.saleDate,
      taxRates: input.taxRates,
      consignorIsRegistrant: input.consignorIsRegistrant,
    });
    advancesLeft = totals.advancesCarriedOverCents;
    const lots: ProjectedLot[] = sale.lots.map((lot, index) => {
      const line = lines[index];
      return {
        id: lot.id,
        lot_number: lot.lot_number,
        title: lot.title,
        status: lot.status,
        sku: lot.sku,
        current_bid_cents: lot.bid_count > 0 ? lot.current_price_cents : null,
        bid_count: lot.bid_count,
        reserve_cents: lot.reserve_cents,
        reserve_met: lot.status === 'sold' || reserveMetNow(lot),
        end_at: lot.end_at,
        outcome: line?.outcome ?? 'unsold',
        hammer_cents: line?.hammerCents ?? 0,
        commission_cents: line?.commissionCents ?? 0,
        fees_cents: (line?.lotFeeCents ?? 0) + (line?.photoFeeCents ?? 0) + (line?.unsoldFeeCents ?? 0),
      };
    });
    return {
      auction: sale.auction,
      sale_date: sale.saleDate,
      lots,
      totals: {
        lots: totals.lots,
        sold_lots: totals.soldLots,
        hammer_cents: totals.hammerCents,
        commission_cents: totals.commissionCents,
        lot_fees_cents: totals.lotFeesCents,
        photo_fees_cents: totals.photoFeesCents,
        unsold_fees_cents: totals.unsoldFeesCents,
        charges_cents: totals.chargesCents,
        tax_rate_bp: totals.taxRateBp,
        tax_on_charges_cents: totals.taxOnChargesCents,
        hammer_tax_cents: totals.hammerTaxCents,
        advances_recovered_cents: totals.advancesRecoveredCents,
        net_payout_cents: totals.netPayoutCents,
      },
    };
  });
}
