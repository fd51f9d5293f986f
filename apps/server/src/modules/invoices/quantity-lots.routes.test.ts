import type { Report, StaffInvoiceDetail } from '@auction/contracts';
import { commissionForHammer } from '@auction/domain';
import { describe, expect, it } from 'vitest';
import {
  estateProfile,
  generate as generateStatements,
  statementOf,
} from '../../../test/consignor-statements/statement-fixture';
import {
  buildAuction,
  buildConsignor,
  buildLot,
  buildRegistration,
  buildUser,
} from '../../../test/factories';
import {
  generate,
  invoicesOf,
  slug,
  staff,
  t,
  useInvoiceApp,
} from '../../../test/invoices/invoice-routes.fixture';
import { toCommissionTerms } from '../commission-profiles/commission-terms';

useInvoiceApp();

/** A closed sale on 2026-06-10 (14% HST): 12 cases of motor oil at $8.00 a case, and a pair of chairs as one lot. */
async function saleWithAQuantityLot() {
  const profile = await estateProfile(t);
  const consignor = await buildConsignor(t, {
    name: 'Maritime Liquidators',
    commission_profile_id: profile.id,
  });
  const auction = await buildAuction(t, {
    slug: slug(),
    status: 'closed',
    end_at: new Date('2026-06-10T20:00:00Z'),
    buyer_premium: { kind: 'flat', rate_bp: 1500 },
  });
  const buyer = await buildUser(t, { name: 'Claire LeBlanc' });
  await buildRegistration(t, auction, buyer);
  const oil = await buildLot(t, auction, {
    lot_number: '1',
    title: 'Case of motor oil',
    status: 'sold',
    quantity: 12,
    per_unit: true,
    current_price_cents: 800,
    high_bidder_id: buyer.id,
    consignor_id: consignor.id,
  });
  const chairs = await buildLot(t, auction, {
    lot_number: '2',
    title: 'Pair of pine chairs',
    status: 'sold',
    quantity: 2,
    current_price_cents: 4_500,
    high_bidder_id: buyer.id,
    consignor_id: consignor.id,
  });
  return { auction, consignor, profile, oil, chairs };
}

describe('a quantity lot, bid per unit', () => {
  it('is invoiced, premium and tax charged, and settled with its consignor at the bid times its units', async () => {
    const sale = await saleWithAQuantityLot();
    expect((await generate(sale.auction.id)).status).toBe(200);
    const [row] = (await invoicesOf(sale.auction.id)).data;
    // 12 x $8.00 = $96.00, and the pair of chairs is one lot at $45.00 whatever its quantity.
    expect(row).toMatchObject({ hammer_cents: 14_100, premium_cents: 1_440 + 675 });
    // (14,100 + 2,115) x 14% = 2,270.1 -> 2,270.
    expect(row).toMatchObject({ tax_cents: 2_270, total_cents: 14_100 + 2_115 + 2_270 });

    const detail = await t.request<StaffInvoiceDetail>({
      method: 'GET',
      url: `/api/admin/invoices/${row?.id}`,
      token: staff,
    });
    expect(detail.body.lines.map((line) => [line.lot_number, line.description, line.amount_cents])).toEqual([
      ['1', 'Case of motor oil, 12 units at $8.00 each', 9_600],
      ['2', 'Pair of pine chairs', 4_500],
    ]);
    const issued = await t.request({
      method: 'POST',
      url: `/api/admin/invoices/${row?.id}/issue`,
      token: staff,
    });
    expect(issued.status).toBe(200);

    await generateStatements(t, staff, sale.auction.id);
    const statement = await statementOf(t, staff, sale.consignor.id, sale.auction.id);
    const terms = toCommissionTerms(sale.profile);
    expect(statement.lines.map((line) => [line.reference, line.hammer_cents, line.commission_cents])).toEqual(
      [
        ['1', 9_600, commissionForHammer(terms, 9_600)],
        ['2', 4_500, commissionForHammer(terms, 4_500)],
      ],
    );
    expect(statement.hammer_cents).toBe(14_100);

    const report = await t.request<Report>({
      method: 'GET',
      url: '/api/admin/reports/sales?from=2026-06-01&to=2026-06-30&group=auction',
      token: staff,
    });
    expect(report.body.sections[0]?.totals).toMatchObject({
      sold: 2,
      hammer_cents: 14_100,
      invoiced_hammer_cents: 14_100,
    });
  });

  it('shows its price per unit and its quantity to bidders', async () => {
    const auction = await buildAuction(t, { slug: slug(), status: 'open' });
    const lot = await buildLot(t, auction, { quantity: 24, per_unit: true, current_price_cents: 350 });
    const answer = await t.request<{ per_unit: boolean; quantity: number; currentBid: number }>({
      method: 'GET',
      url: `/api/lots/${lot.id}`,
    });
    expect(answer.body).toMatchObject({ per_unit: true, quantity: 24, currentBid: 3.5 });
  });
});
