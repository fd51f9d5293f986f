import type { TaxRate } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../test/axios-errors';
import { buildUser } from '../../../test/factories';
import { renderRoutes } from '../../../test/render-app';
import { stubGet } from '../../../test/stub-get';
import { http } from '../../lib/http/client';
import { rateStandings, TaxRatesSection } from './components/tax-rates-section';

afterEach(() => vi.restoreAllMocks());

const rate = (region: string, effective_from: string, rate_bps: number): TaxRate => ({
  id: crypto.randomUUID(),
  region,
  label: region === 'XX' ? 'Zero-rated' : 'HST',
  effective_from,
  rate_bps,
});
const table = [
  rate('NS', '2027-04-01', 1300),
  rate('NS', '2025-04-01', 1400),
  rate('NS', '2010-07-01', 1500),
  rate('ON', '2010-07-01', 1300),
];

describe('rateStandings', () => {
  it('marks the latest rate on or before today in force, later ones scheduled, earlier ones replaced', () => {
    const standings = rateStandings(table, '2026-11-25').map((row) => [
      row.region,
      row.effective_from,
      row.standing,
    ]);
    expect(standings).toEqual([
      ['NS', '2027-04-01', 'scheduled'],
      ['NS', '2025-04-01', 'in_force'],
      ['NS', '2010-07-01', 'past'],
      ['ON', '2010-07-01', 'in_force'],
    ]);
    expect(rateStandings(table, '2025-04-01')[1]?.standing).toBe('in_force');
    expect(rateStandings(table, '2025-03-31')[2]?.standing).toBe('in_force');
  });
});

function renderSection() {
  stubGet({ '/api/admin/tax-rates': table });
  return renderRoutes([{ path: '/admin/settings', element: <TaxRatesSection /> }], {
    path: '/admin/settings',
    user: buildUser({ roles: ['Admin'] }),
  });
}

describe('TaxRatesSection', () => {
  it('lists the rates by region with the one in force today marked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
    renderSection();
    const rates = within(await screen.findByRole('table', { name: 'Tax rates' }));
    const inForce = rates.getAllByText('In force today').map((badge) => badge.closest('tr')?.textContent);
    expect(inForce).toEqual([expect.stringContaining('14%'), expect.stringContaining('Ontario')]);
    expect(rates.getByText('Scheduled').closest('tr')).toHaveTextContent('13%');
    expect(rates.getByRole('button', { name: /Delete the NS rate from/ })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('adds a dated rate in basis points, and shows the server’s refusal on its field', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add a tax rate' }));
    const form = within(screen.getByRole('form', { name: 'Add a tax rate' }));
    await user.type(form.getByLabelText(/Rate/), 'fourteen');
    await user.click(form.getByRole('button', { name: 'Add rate' }));
    expect(await form.findByText(/Write the rate as a percent/)).toBeInTheDocument();
    expect(form.getByText('Choose the day the rate starts.')).toBeInTheDocument();
    const post = vi
      .spyOn(http, 'post')
      .mockRejectedValueOnce(
        responseError(422, { errors: { effective_from: ['NS already has a rate from 2027-04-01.'] } }),
      );
    await user.clear(form.getByLabelText(/Rate/));
    await user.type(form.getByLabelText(/Rate/), '13.5');
    await user.type(form.getByLabelText(/In force from/), '2027-04-01');
    await user.click(form.getByRole('button', { name: 'Add rate' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/tax-rates',
      { region: 'NS', label: 'HST', effective_from: '2027-04-01', rate_bps: 1350 },
      { silent: true },
    );
    expect(await form.findByText('NS already has a rate from 2027-04-01.')).toBeInTheDocument();
  });
});
