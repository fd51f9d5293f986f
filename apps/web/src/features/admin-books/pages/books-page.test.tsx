import type { Journal } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import * as files from '../../../lib/save-file';
import { defaultCompanyProfile } from '../../site/api/company-profile';
import { BooksPage } from './books-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 02:30 UTC on 1 December is still 30 November in Halifax: last month there is October.
  vi.setSystemTime(new Date('2026-12-01T02:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const receivables = { name: 'Buyer receivables', code: '1100' };
const cash = { name: 'Cash on hand', code: '1000' };
const hst = { name: 'HST payable NS 14%', code: '2200' };
const premium = { name: "Buyer's premium income", code: '4000' };

/** An invoice for $114.00 ($100.00 premium and $14.00 HST) and its cash payment. */
const journal: Journal = {
  from: '2026-10-01',
  to: '2026-10-31',
  entries: [
    {
      number: 'INV-2026-000101',
      date: '2026-10-05',
      kind: 'invoice',
      narration: 'INV-2026-000101 Invoice 2026-000101 issued',
      name: 'Marguerite Comeau',
      lines: [
        {
          account: receivables,
          description: 'Invoice 2026-000101: total',
          debit_cents: 11_400,
          credit_cents: 0,
        },
        {
          account: premium,
          description: "Invoice 2026-000101: buyer's premium",
          debit_cents: 0,
          credit_cents: 10_000,
        },
        { account: hst, description: 'Invoice 2026-000101: HST', debit_cents: 0, credit_cents: 1_400 },
      ],
      debit_cents: 11_400,
      credit_cents: 11_400,
    },
    {
      number: 'PMT-1a2b3c4d',
      date: '2026-10-06',
      kind: 'payment',
      narration: 'PMT-1a2b3c4d Payment by cash on invoice 2026-000101',
      name: 'Marguerite Comeau',
      lines: [
        {
          account: cash,
          description: 'Payment by cash on invoice 2026-000101',
          debit_cents: 11_400,
          credit_cents: 0,
        },
        {
          account: receivables,
          description: 'Payment by cash on invoice 2026-000101',
          debit_cents: 0,
          credit_cents: 11_400,
        },
      ],
      debit_cents: 11_400,
      credit_cents: 11_400,
    },
  ],
  accounts: [
    { account: receivables, debit_cents: 11_400, credit_cents: 11_400 },
    { account: premium, debit_cents: 0, credit_cents: 10_000 },
    { account: hst, debit_cents: 0, credit_cents: 1_400 },
    { account: cash, debit_cents: 11_400, credit_cents: 0 },
  ],
  debit_cents: 22_800,
  credit_cents: 22_800,
  balanced: true,
};

function renderPage(path: string) {
  const asked: Record<string, unknown>[] = [];
  stubGet({
    '/api/company': defaultCompanyProfile,
    '/api/admin/books/journal': (params: Record<string, unknown>) => {
      asked.push(params);
      return params.format ? 'Journal No,Journal Date\n' : { ...journal, from: params.from, to: params.to };
    },
  });
  renderRoutes([{ path: '/admin/reports/books', element: <BooksPage /> }], {
    path,
    user: buildUser({ roles: ['Staff'] }),
  });
  return asked;
}

describe('BooksPage', () => {
  it("opens last month in Halifax, shows every entry's lines and says the totals balance", async () => {
    const asked = renderPage('/admin/reports/books');
    const entries = await screen.findByRole('table', { name: 'Journal entries' });
    expect(asked[0]).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const invoice = within(entries).getByRole('row', { name: /INV-2026-000101/ });
    expect(within(invoice).getByText('Buyer receivables')).toBeInTheDocument();
    expect(within(invoice).getByText('$114.00')).toBeInTheDocument();
    expect(within(entries).getByRole('row', { name: /Total/ })).toHaveTextContent('$228.00$228.00');
    expect(
      screen.getByText(
        '2026-10-01 to 2026-10-31: 2 entries, debits $228.00 and credits $228.00: they balance.',
      ),
    ).toBeInTheDocument();
    const accounts = screen.getByRole('table', { name: 'Totals by account' });
    expect(within(accounts).getByRole('row', { name: /HST payable NS 14%/ })).toHaveTextContent('2200$14.00');
  });

  it('reads the period from the address and downloads the QuickBooks and Xero files for it', async () => {
    const user = userEvent.setup();
    const saved = vi.spyOn(files, 'saveFile').mockImplementation(() => undefined);
    const asked = renderPage('/admin/reports/books?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('table', { name: 'Journal entries' });
    await user.click(screen.getByRole('button', { name: 'QuickBooks Online CSV' }));
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        expect.anything(),
        'journal-quickbooks-2026-11-01-to-2026-11-30.csv',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Xero CSV' }));
    await vi.waitFor(() =>
      expect(saved).toHaveBeenCalledWith(expect.anything(), 'journal-xero-2026-11-01-to-2026-11-30.csv'),
    );
    expect(asked).toContainEqual({ from: '2026-11-01', to: '2026-11-30', format: 'xero' });
  });

  it('warns when the period has more lines than Xero imports in one file', async () => {
    const many: Journal = {
      ...journal,
      entries: Array.from({ length: 101 }, () => journal.entries[0]) as Journal['entries'],
    };
    stubGet({ '/api/company': defaultCompanyProfile, '/api/admin/books/journal': many });
    renderRoutes([{ path: '/admin/reports/books', element: <BooksPage /> }], {
      path: '/admin/reports/books',
      user: buildUser({ roles: ['Staff'] }),
    });
    expect(
      await screen.findByText(/This period has 303 lines; Xero imports at most 300 lines a file/),
    ).toBeInTheDocument();
  });

  it('says when the period runs past a year, and keeps the journal it had', async () => {
    const user = userEvent.setup();
    const asked = renderPage('/admin/reports/books?from=2026-01-01&to=2026-01-31');
    await screen.findByRole('table', { name: 'Journal entries' });
    const to = screen.getByLabelText('To', { exact: true });
    await user.clear(to);
    await user.type(to, '2027-01-01');
    expect(await screen.findByText('An export covers at most a year.')).toBeInTheDocument();
    expect(asked.every((params) => params.to !== '2027-01-01')).toBe(true);
  });
});
