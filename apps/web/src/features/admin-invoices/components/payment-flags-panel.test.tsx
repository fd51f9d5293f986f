import type { PaymentFlag } from '@auction/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { PaymentFlagsPanel } from './payment-flags-panel';

afterEach(() => vi.restoreAllMocks());

const flag: PaymentFlag = {
  id: '5f0c3c64-5a55-4c43-9d0b-3f1de2f0a101',
  user_id: '5f0c3c64-5a55-4c43-9d0b-3f1de2f0a102',
  user_name: 'Gerald Comeau',
  user_email: 'gerald@example.ca',
  invoice_id: '5f0c3c64-5a55-4c43-9d0b-3f1de2f0a103',
  invoice_number: '2026-000041',
  auction_title: 'Harbour estate sale',
  balance_cents: 42_550,
  reason: 'Invoice 2026-000041 unpaid 3 days after its reminder.',
  flagged_at: '2026-11-20T13:00:00.000Z',
};

describe('PaymentFlagsPanel', () => {
  it('lists flagged bidders and clears one with a note', async () => {
    const user = userEvent.setup();
    let open = [flag];
    stubGet({ '/api/admin/payment-flags': () => ({ data: open }) });
    renderRoutes([{ path: '/admin/invoices', element: <PaymentFlagsPanel /> }], {
      path: '/admin/invoices',
      user: buildUser({ roles: ['Staff'] }),
    });
    const table = within(await screen.findByRole('table', { name: 'Flagged non-payers' }));
    expect(table.getByRole('rowheader', { name: /Gerald Comeau/ })).toBeInTheDocument();
    expect(table.getByRole('link', { name: '2026-000041' })).toHaveAttribute(
      'href',
      `/admin/invoices/${flag.invoice_id}`,
    );
    expect(table.getByText('$425.50')).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Clear flag on Gerald Comeau' }));
    const form = within(screen.getByRole('form', { name: 'Clear the flag on Gerald Comeau' }));
    await user.click(form.getByRole('button', { name: 'Clear flag' }));
    expect(await form.findByText('Say why the flag is cleared.')).toBeInTheDocument();
    const post = vi.spyOn(http, 'post').mockImplementation(async () => {
      open = [];
      return { data: { message: 'cleared' } };
    });
    await user.type(form.getByLabelText(/Note/), 'Paid in full at the counter');
    await user.click(form.getByRole('button', { name: 'Clear flag' }));
    expect(post).toHaveBeenCalledWith(
      `/api/admin/payment-flags/${flag.id}/clear`,
      { note: 'Paid in full at the counter' },
      { silent: true },
    );
    expect(await screen.findByText('No bidder is flagged.')).toBeInTheDocument();
  });
});
