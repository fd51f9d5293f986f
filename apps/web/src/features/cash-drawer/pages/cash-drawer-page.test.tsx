import type { DrawerCount, DrawerCountPage, DrawerDay } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { CashDrawerPage } from './cash-drawer-page';

// 11 p.m. on 9 December in Halifax, already the 10th in UTC: the counter's day is the 9th.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T03:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const figures = (cash: number, cheque: number, card: number) => ({
  cash_cents: cash,
  cheque_cents: cheque,
  card_cents: card,
});

function drawerCount(overrides: Partial<DrawerCount> = {}): DrawerCount {
  return {
    id: '7f0c2a3e-1b4d-4c5e-8f9a-0b1c2d3e4f50',
    day: '2026-12-08',
    float_cents: 20_000,
    counted: figures(37_500, 40_000, 9_950),
    expected: figures(18_000, 40_000, 9_950),
    over_short: { ...figures(-500, 0, 0), total_cents: -500 },
    note: 'Change given twice on a $20.',
    counted_by: { id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b', name: 'Colette Arsenault' },
    counted_at: '2026-12-08T21:40:00.000Z',
    ...overrides,
  };
}

const today: DrawerDay = {
  day: '2026-12-09',
  expected: figures(18_000, 40_000, 9_950),
  consignor_cash_paid_cents: 2_500,
  entries: 6,
  counts: [],
};

const page: DrawerCountPage = {
  data: [
    {
      day: '2026-12-08',
      count: drawerCount(),
      earlier: [
        drawerCount({
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          counted: figures(37_000, 40_000, 9_950),
          over_short: { ...figures(-1_000, 0, 0), total_cents: -1_000 },
          note: 'First count, before the float was found.',
          counted_at: '2026-12-08T21:30:00.000Z',
        }),
      ],
    },
  ],
  meta: { total: 1, page: 1, per_page: 20 },
};

function renderDrawer(path = '/admin/cash-drawer') {
  const get = stubGet({
    '/api/admin/cash-drawer/days/2026-12-09': today,
    '/api/admin/cash-drawer/counts': page,
  });
  renderRoutes([{ path: '/admin/cash-drawer', element: <CashDrawerPage /> }], {
    path,
    user: buildUser({ roles: ['Staff'] }),
  });
  return get;
}

describe('the cash drawer page', () => {
  it('opens on the house’s day and shows what its payments say', async () => {
    const get = renderDrawer();
    expect(
      await screen.findByRole('heading', { name: /What the payments of Dec\.? 9, 2026 say/ }),
    ).toBeVisible();
    expect(get).toHaveBeenCalledWith('/api/admin/cash-drawer/days/2026-12-09');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-12-09');
    const expected = screen.getByRole('heading', { name: /What the payments/ }).closest('section');
    expect(within(expected as HTMLElement).getByText('$180.00')).toBeVisible();
    expect(within(expected as HTMLElement).getByText('$400.00')).toBeVisible();
    expect(within(expected as HTMLElement).getByText('$99.50')).toBeVisible();
    expect(screen.getByText(/after \$25\.00 paid out to consignors/)).toBeVisible();
  });

  it('shows the shortfall as it is counted, asks for a note, then saves the count in cents', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const form = await screen.findByRole('form', { name: 'Count the drawer' });
    const post = vi.spyOn(http, 'post').mockResolvedValue({ data: drawerCount({ day: '2026-12-09' }) });
    await user.type(within(form).getByLabelText(/Float/), '200');
    await user.type(within(form).getByLabelText(/Cash counted/), '375');
    await user.type(within(form).getByLabelText(/Cheques counted/), '400');
    await user.type(within(form).getByLabelText(/Card slips counted/), '99.50');
    const cashRow = within(form).getByRole('row', { name: /^Cash/ });
    expect(within(cashRow).getByText('$175.00')).toBeVisible();
    expect(within(cashRow).getByText('$5.00 short')).toBeVisible();
    expect(within(form).getByRole('row', { name: /^Cheques/ })).toHaveTextContent('Even');
    expect(within(form).getByRole('row', { name: /^Drawer/ })).toHaveTextContent('$5.00 short');

    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    expect(await within(form).findByText('Say why the drawer is over or short.')).toBeVisible();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Note/), 'Change given twice on a $20.');
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/cash-drawer/counts',
      {
        day: '2026-12-09',
        float_cents: 20_000,
        counted_cash_cents: 37_500,
        counted_cheque_cents: 40_000,
        counted_card_cents: 9_950,
        note: 'Change given twice on a $20.',
      },
      { silent: true },
    );
  });

  it('puts a refusal from the server on the field it names', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const form = await screen.findByRole('form', { name: 'Count the drawer' });
    vi.spyOn(http, 'post').mockRejectedValue(
      responseError(422, {
        message: 'A count cannot be for a day still to come.',
        code: 'VALIDATION_FAILED',
        errors: { day: ['A count cannot be for a day still to come.'], counted_card_cents: ['Too large.'] },
      }),
    );
    // Counted even, so no note is asked for and the count goes to the server.
    await user.type(within(form).getByLabelText(/Cash counted/), '180');
    await user.type(within(form).getByLabelText(/Cheques counted/), '400');
    await user.type(within(form).getByLabelText(/Card slips counted/), '99.50');
    await user.click(within(form).getByRole('button', { name: 'Save count' }));
    expect(await within(form).findByText('Too large.')).toBeVisible();
    expect(within(form).getByLabelText(/Card slips counted/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('A count cannot be for a day still to come.')).toBeVisible();
  });

  it('lists the counted days per compartment, who counted, the note and the earlier counts', async () => {
    renderDrawer();
    const row = await screen.findByRole('row', { name: /Dec\.? 8, 2026/ });
    expect(within(row).getByText('$5.00 short', { selector: '.font-semibold.tabular-nums' })).toBeVisible();
    expect(row).toHaveTextContent('Expected $180.00');
    expect(row).toHaveTextContent('Counted $175.00');
    expect(row).toHaveTextContent('Colette Arsenault');
    expect(row).toHaveTextContent('Change given twice on a $20.');
    expect(within(row).getByText('1 earlier count')).toBeInTheDocument();
    expect(row).toHaveTextContent('First count, before the float was found.');
  });
});
