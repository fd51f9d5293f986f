import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAuction } from '../../../../test/catalogue-factories';
import { PremiumTable } from '../../../components/catalogue/premium-table';
import { SaleTerms } from './sale-terms';

describe("a sale's buyer terms on its page", () => {
  it('say payment within 48 hours, the pickup window and no shipping when the sale sets them', () => {
    const auction = buildAuction({
      buyer_terms: {
        payment_due: { kind: 'hours', hours: 48 },
        pickup: { kind: 'window', from: '2026-12-05', until: '2026-12-07', opens: '10:00', closes: '16:00' },
        house_pickup_hours: [],
        shipping_offered: false,
      },
    });
    render(<SaleTerms auction={auction} />);
    const terms = within(screen.getByRole('region', { name: 'Buyer terms' }));
    expect(terms.getByText('Within 48 hours of the close')).toBeInTheDocument();
    expect(terms.getByText('Pickup window')).toBeInTheDocument();
    expect(
      terms.getByText('Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day'),
    ).toBeInTheDocument();
    expect(terms.getByText('Not offered: lots are collected at pickup.')).toBeInTheDocument();
  });

  it("fall back to the house's days and pickup hours, with shipping offered", () => {
    render(<SaleTerms auction={buildAuction()} />);
    const terms = within(screen.getByRole('region', { name: 'Buyer terms' }));
    expect(terms.getByText('Within 7 days of the close')).toBeInTheDocument();
    expect(terms.getByText('Monday to Friday: 9 a.m. – 5 p.m.')).toBeInTheDocument();
    expect(terms.getByText(/^Offered/)).toBeInTheDocument();
  });
});

describe("the buyer's premium", () => {
  it('is a table of hammer bands and rates, each rate on the slice of the hammer in its band', () => {
    render(
      <PremiumTable
        premium={{
          kind: 'tiered',
          tiers: [
            { from_cents: 0, rate_bp: 1800 },
            { from_cents: 100_000, rate_bp: 1200 },
          ],
        }}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Part of the hammer priceRate',
      '$0 – $999.9918%',
      '$1,000 and up12%',
    ]);
    expect(
      screen.getByText(/applies only to the part of the hammer price inside its band/),
    ).toBeInTheDocument();
  });

  it('is one sentence when it is one rate', () => {
    render(<PremiumTable premium={{ kind: 'flat', rate_bp: 1500 }} />);
    expect(screen.getByText(/^15% of the hammer price/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
