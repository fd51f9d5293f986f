import type { ReleaseDeskInvoice } from '@auction/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { ReleaseDeskPage } from './release-desk-page';

afterEach(() => vi.restoreAllMocks());

function deskInvoice(overrides: Partial<ReleaseDeskInvoice> = {}): ReleaseDeskInvoice {
  return {
    invoice_id: '0b9a4c0e-5a43-4c4f-8b8e-2f4b7c1d9a01',
    number: '2026-000123',
    qr_text: '0b9a4c0e-5a43-4c4f-8b8e-2f4b7c1d9a01',
    auction_title: 'Dartmouth Estate Sale',
    status: 'paid',
    paddle_number: 7012,
    buyer_name: 'Margaret Boutilier',
    total_cents: 11_500,
    paid_cents: 11_500,
    balance_cents: 0,
    fully_paid: true,
    fulfilment: 'pickup',
    pickup_slot_start: null,
    buyer_terms: null,
    lots: [
      {
        lot_id: '5d3c1f7e-8a2b-4c6d-9e0f-1a2b3c4d5e6f',
        lot_number: '14',
        title: 'Pine blanket box',
        hammer_cents: 10_000,
        released_at: null,
        released_to: null,
        released_by_name: null,
        override_reason: null,
      },
    ],
    ...overrides,
  };
}

function renderDesk(invoice: ReleaseDeskInvoice, roles: ('Staff' | 'Admin')[] = ['Staff']) {
  stubGet({ '/api/admin/release-desk': () => [invoice] });
  return renderRoutes([{ path: '/admin/release-desk', element: <ReleaseDeskPage /> }], {
    path: '/admin/release-desk?q=2026-000123',
    user: buildUser({ roles }),
  });
}

describe('the release desk', () => {
  it('releases the ticked lots of a paid invoice to the person named', async () => {
    const paid = deskInvoice();
    const post = vi.spyOn(http, 'post').mockResolvedValue({
      data: {
        ...paid,
        lots: paid.lots.map((lot) => ({
          ...lot,
          released_at: '2026-11-25T15:00:00.000Z',
          released_to: 'Paul Boutilier',
          released_by_name: 'Desk Clerk',
        })),
      },
    } as never);
    renderDesk(paid);
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000123' })).toBeInTheDocument();
    expect(screen.getByText('Paid in full')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Lot 14: Pine blanket box/ })).toBeChecked();
    const releasedTo = screen.getByRole('textbox', { name: /Released to/ });
    await userEvent.clear(releasedTo);
    await userEvent.type(releasedTo, 'Paul Boutilier');
    await userEvent.click(screen.getByRole('button', { name: 'Release 1 lot' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/invoices/${paid.invoice_id}/releases`, {
      lot_ids: [paid.lots[0]?.lot_id],
      released_to: 'Paul Boutilier',
    });
  });

  it('keeps Staff from releasing an unpaid invoice and offers no override', async () => {
    renderDesk(
      deskInvoice({ status: 'partially_paid', paid_cents: 5_000, balance_cents: 6_500, fully_paid: false }),
    );
    expect(await screen.findByText('Balance $65.00')).toBeInTheDocument();
    expect(screen.getByText(/only a manager may release unpaid lots/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Lot 14/ })).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Manager's reason/ })).not.toBeInTheDocument();
  });

  it('lets an Admin release an unpaid lot with a reason', async () => {
    const post = vi.spyOn(http, 'post').mockRejectedValue(new Error('not needed'));
    const unpaid = deskInvoice({ status: 'issued', paid_cents: 0, balance_cents: 11_500, fully_paid: false });
    renderDesk(unpaid, ['Admin']);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Lot 14/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Manager's reason/ }), 'Cheque on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Release 1 lot' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/invoices/${unpaid.invoice_id}/releases`, {
      lot_ids: [unpaid.lots[0]?.lot_id],
      released_to: 'Margaret Boutilier',
      override_reason: 'Cheque on Monday',
    });
  });
});
