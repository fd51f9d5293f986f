import type { Report } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import * as files from '../../../lib/save-file';
import { defaultCompanyProfile } from '../../site/api/company-profile';
import { ReportsPage } from './reports-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 02:30 UTC on 1 December is still 30 November in Halifax.
  vi.setSystemTime(new Date('2026-12-01T02:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const taxReport: Report = {
  report: 'tax',
  title: 'Tax collected',
  from: '2026-01-01',
  to: '2026-03-31',
  group: 'month',
  time_zone: 'America/Halifax',
  sections: [
    {
      id: 'tax-by-rate',
      title: 'Tax by province and rate',
      note: 'Invoices issued in the range.',
      columns: [
        { key: 'region', label: 'Province', kind: 'text' },
        { key: 'tax_rate_bps', label: 'Rate', kind: 'rate_bps' },
        { key: 'taxable_cents', label: 'Taxable amount', kind: 'money' },
        { key: 'tax_cents', label: 'Tax collected', kind: 'money' },
      ],
      rows: [{ label: 'NS 14%', region: 'NS', tax_rate_bps: 1_400, taxable_cents: 48_000, tax_cents: 6_720 }],
      totals: { region: 'Total', tax_rate_bps: null, taxable_cents: 48_000, tax_cents: 6_720 },
      chart: { kind: 'bar', title: 'Tax collected by province and rate', x: 'label', series: ['tax_cents'] },
    },
  ],
};
const biddingReport: Report = {
  ...taxReport,
  report: 'bidding',
  title: 'Bidding',
  sections: [
    {
      id: 'bidding-by-auction',
      title: 'Bidding by auction',
      note: 'Auctions that ended in the range.',
      columns: [
        { key: 'auction', label: 'Auction', kind: 'text' },
        { key: 'bids_per_lot', label: 'Bids per lot', kind: 'decimal' },
        { key: 'sell_through', label: 'Sell-through', kind: 'ratio' },
      ],
      rows: [{ auction: 'Spring Estate Sale', bids_per_lot: 1.75, sell_through: 0.75 }],
      totals: null,
      chart: null,
    },
  ],
};

/** The sales report as the server answers it: 18 lots sold for $4,310.00, 6 of them invoiced for $1,444.00. */
const salesReport: Report = {
  ...taxReport,
  report: 'sales',
  title: 'Sales',
  group: 'auction',
  sections: [
    {
      id: 'sales',
      title: 'Sales by auction',
      note: 'Sold lots, hammer, average and median are over every lot sold, invoiced or not.',
      columns: [
        { key: 'label', label: 'Auction', kind: 'text' },
        { key: 'sold', label: 'Sold lots', kind: 'count' },
        { key: 'hammer_cents', label: 'Hammer', kind: 'money' },
        { key: 'average_hammer_cents', label: 'Average hammer', kind: 'money' },
        { key: 'invoiced_lots', label: 'Invoiced lots', kind: 'count' },
        { key: 'invoiced_hammer_cents', label: 'Invoiced hammer', kind: 'money' },
      ],
      highlights: ['sold', 'hammer_cents', 'average_hammer_cents', 'invoiced_lots', 'invoiced_hammer_cents'],
      rows: [
        {
          label: 'Dartmouth estate',
          sold: 12,
          hammer_cents: 300_000,
          average_hammer_cents: 25_000,
          invoiced_lots: 6,
          invoiced_hammer_cents: 144_400,
        },
        {
          label: 'Bedford tools',
          sold: 6,
          hammer_cents: 131_000,
          average_hammer_cents: 21_833,
          invoiced_lots: 0,
          invoiced_hammer_cents: 0,
        },
      ],
      totals: {
        label: 'Total',
        sold: 18,
        hammer_cents: 431_000,
        average_hammer_cents: 23_944,
        invoiced_lots: 6,
        invoiced_hammer_cents: 144_400,
      },
      chart: {
        kind: 'bar',
        title: 'Hammer of sold lots, and the part invoiced',
        x: 'label',
        series: ['hammer_cents', 'invoiced_hammer_cents'],
      },
    },
  ],
};

function renderPage(path: string) {
  const asked: { url: string; params: Record<string, unknown> }[] = [];
  const answer = (report: Report) => (params: Record<string, unknown>) => {
    asked.push({ url: report.report, params });
    return params.format === 'csv' ? 'Province,Rate (%)\n' : { ...report, from: params.from, to: params.to };
  };
  stubGet({
    '/api/company': defaultCompanyProfile,
    '/api/admin/reports/tax': answer(taxReport),
    '/api/admin/reports/bidding': answer(biddingReport),
    '/api/admin/reports/sales': answer(salesReport),
  });
  const view = renderRoutes([{ path: '/admin/reports', element: <ReportsPage /> }], {
    path,
    user: buildUser({ roles: ['Staff'] }),
  });
  return { ...view, asked };
}

describe('ReportsPage', () => {
  it('opens the report and range a link names, with its table in dollars and its chart named', async () => {
    const { asked } = renderPage('/admin/reports?report=tax&from=2026-01-01&to=2026-03-31');
    const table = await screen.findByRole('table', { name: 'Tax by province and rate' });
    const row = within(within(table).getByRole('rowheader', { name: 'NS' }).closest('tr') as HTMLElement);
    expect(row.getByText('14%')).toBeInTheDocument();
    expect(row.getAllByText('$67.20')).toHaveLength(1);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tax collected by province and rate' })).toBeInTheDocument();
    expect(asked[0]).toEqual({
      url: 'tax',
      params: { from: '2026-01-01', to: '2026-03-31', group: 'month' },
    });
    expect(screen.getByRole('button', { name: 'Tax collected' })).toHaveAttribute('aria-current', 'page');
  });

  it('switches report and range through the address, with presets counted from the Halifax day', async () => {
    const user = userEvent.setup();
    const { router, asked } = renderPage('/admin/reports?report=tax&from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Tax by province and rate' });
    await user.click(screen.getByRole('button', { name: 'Bidding' }));
    await screen.findByRole('table', { name: 'Bidding by auction' });
    expect(screen.getByText('1.75')).toBeInTheDocument();
    expect(screen.getByText('75.0%')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?report=bidding&from=2026-01-01&to=2026-03-31&group=month');
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?report=bidding&from=2026-10-01&to=2026-10-31&group=month'),
    );
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() =>
      expect(asked.at(-1)?.params).toMatchObject({ from: '2026-10-01', to: '2026-10-31' }),
    );
  });

  it('refuses a typed range that ends before it starts, and keeps the last good one', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/admin/reports?report=tax&from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Tax by province and rate' });
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2025-12-31');
    expect(await screen.findByText('The range must end on or after its first day.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('to=2026-03-31');
  });

  it('heads the sales report with its sold lots, hammer and average, and the invoiced part, as its total row', async () => {
    renderPage('/admin/reports?report=sales&from=2026-01-01&to=2026-03-31&group=auction');
    const table = await screen.findByRole('table', { name: 'Sales by auction' });
    const headline = screen.getByRole('region', { name: 'Totals: Sales by auction' });
    const figure = (term: string) =>
      within(headline).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Sold lots')).toBe('18');
    expect(figure('Hammer')).toBe('$4,310.00');
    expect(figure('Average hammer')).toBe('$239.44');
    expect(figure('Invoiced lots')).toBe('6');
    expect(figure('Invoiced hammer')).toBe('$1,444.00');
    const total = within(
      within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement,
    );
    for (const cell of ['18', '$4,310.00', '$239.44', '6', '$1,444.00']) {
      expect(total.getByText(cell)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('img', { name: 'Hammer of sold lots, and the part invoiced' }),
    ).toBeInTheDocument();
  });

  it('opens sales for the year so far when the address names nothing it knows', async () => {
    const { asked } = renderPage('/admin/reports?report=profits&from=yesterday');
    await screen.findByRole('table', { name: 'Sales by auction' });
    expect(asked[0]).toEqual({
      url: 'sales',
      params: { from: '2026-01-01', to: '2026-11-30', group: 'month' },
    });
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('month');
  });

  it('downloads the report as the server writes it in CSV', async () => {
    const user = userEvent.setup();
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => {});
    renderPage('/admin/reports?report=tax&from=2026-01-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Tax by province and rate' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(save).toHaveBeenCalledWith('Province,Rate (%)\n', 'tax-2026-01-01-to-2026-03-31.csv'),
    );
  });
});
