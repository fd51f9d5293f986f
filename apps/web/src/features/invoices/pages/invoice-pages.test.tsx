import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInvoiceSummary, buildStaffInvoice } from '../../../../test/admin-invoices/invoice-factories';
import { responseError } from '../../../../test/axios-errors';
import { buildUser } from '../../../../test/factories';
import { renderRoutes } from '../../../../test/render-app';
import { stubGet } from '../../../../test/stub-get';
import { http } from '../../../lib/http/client';
import { InvoicePage } from './invoice-page';
import { MyInvoicesPage } from './my-invoices-page';

afterEach(() => vi.restoreAllMocks());

describe('MyInvoicesPage', () => {
  it('lists the buyer’s invoices with what is still owed first, each linking to its page', async () => {
    const paid = buildInvoiceSummary({
      number: '2026-000100',
      status: 'paid',
      display_status: 'paid',
      paid_cents: 13_110,
      balance_cents: 0,
    });
    const owed = buildInvoiceSummary({
      number: '2026-000123',
      status: 'issued',
      display_status: 'overdue',
      auction_title: 'Fall Estate Sale',
    });
    stubGet({ '/api/invoices': [paid, owed] });
    renderRoutes([{ path: '/invoices', element: <MyInvoicesPage /> }], {
      path: '/invoices',
      user: buildUser(),
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Invoice 2026-000123' })).toHaveAttribute(
      'href',
      `/invoices/${owed.id}`,
    );
    expect(first.getByText('Fall Estate Sale')).toBeInTheDocument();
    expect(first.getByText('Overdue')).toBeInTheDocument();
    expect(first.getAllByText('$131.10')).toHaveLength(2);
    expect(first.getByText(/Nov\.? 27, 2026/)).toBeInTheDocument();
    const second = within(items[1] as HTMLElement);
    expect(second.getByRole('link', { name: 'Invoice 2026-000100' })).toBeInTheDocument();
    expect(second.getByText('Paid')).toBeInTheDocument();
    expect(second.getByText('$0.00')).toBeInTheDocument();
  });

  it('says so when there is no invoice yet', async () => {
    stubGet({ '/api/invoices': [] });
    renderRoutes([{ path: '/invoices', element: <MyInvoicesPage /> }], {
      path: '/invoices',
      user: buildUser(),
    });
    expect(await screen.findByRole('heading', { name: 'You have no invoices yet' })).toBeInTheDocument();
  });
});

function renderInvoice(invoice = buildStaffInvoice(), extra: Record<string, unknown> = {}) {
  const get = stubGet({ [`/api/invoices/${invoice.id}`]: invoice, ...extra });
  renderRoutes(
    [
      {
        path: '/invoices/:invoiceId',
        element: (
          <>
            <InvoicePage />
            <Toaster />
          </>
        ),
      },
      { path: '/invoices/:invoiceId/pay', element: <h1>Pay the invoice</h1> },
    ],
    { path: `/invoices/${invoice.id}`, user: buildUser() },
  );
  return { invoice, get };
}

const slots = [
  { start: '2026-11-27T14:00:00.000Z', end: '2026-11-27T14:30:00.000Z', remaining: 6 },
  { start: '2026-11-27T14:30:00.000Z', end: '2026-11-27T15:00:00.000Z', remaining: 1 },
];

describe('InvoicePage', () => {
  it('shows the lots, tax, total and balance, and a Pay button to the pay page', async () => {
    const user = userEvent.setup();
    const { invoice } = renderInvoice(undefined, {});
    expect(await screen.findByRole('heading', { name: 'Invoice 2026-000123' })).toBeInTheDocument();
    const lots = within(screen.getByRole('table', { name: 'Lots on this invoice' }));
    expect(lots.getByText('Nova Scotia pine blanket box')).toBeInTheDocument();
    expect(lots.getByText('$100.00')).toBeInTheDocument();
    expect(screen.getByText('HST 14% (NS)')).toBeInTheDocument();
    expect(screen.getByText('GST/HST registration 812345678 RT0001')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Pay $131.10' }));
    expect(await screen.findByRole('heading', { name: 'Pay the invoice' })).toBeInTheDocument();
    expect(invoice.id).toBeTruthy();
  });

  it('lists each lot on a phone with its hammer price and premium under it, none off screen', async () => {
    renderInvoice(undefined, {});
    const phoneList = within(await screen.findByRole('list', { name: 'Lots on this invoice' }));
    const lot = phoneList.getAllByRole('listitem')[0] as HTMLElement;
    expect(lot).toHaveTextContent('Nova Scotia pine blanket box');
    expect(within(lot).getByText('Hammer').nextElementSibling).toHaveTextContent('$100.00');
    expect(within(lot).getByText('Buyer’s premium').nextElementSibling).toHaveTextContent(/^\$\d/);
  });

  it('has no Pay button once the invoice is paid, and lists the payment', async () => {
    renderInvoice(
      buildStaffInvoice({
        status: 'paid',
        display_status: 'paid',
        paid_cents: 13_110,
        balance_cents: 0,
        payments: [
          {
            id: '00000000-0000-4000-8000-00000000ffff',
            kind: 'payment',
            method: 'etransfer',
            amount_cents: 13_110,
            received_on: '2026-11-22',
            reference: 'CA99',
            reason: null,
            reverses_payment_id: null,
            created_at: '2026-11-22T15:00:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByText(/^Paid Nov\.? 22, 2026, Interac e-Transfer$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('reads a refund as money going back, and the balance as total less paid plus refunded', async () => {
    const entry = {
      method: 'etransfer' as const,
      received_on: '2026-11-22',
      reference: 'CA99',
      reason: null,
      reverses_payment_id: null,
      created_at: '2026-11-22T15:00:00.000Z',
    };
    renderInvoice(
      buildStaffInvoice({
        status: 'partially_paid',
        display_status: 'partially_paid',
        paid_cents: 7_980,
        refunded_cents: 5_130,
        balance_cents: 5_130,
        payments: [
          { ...entry, id: '00000000-0000-4000-8000-00000000fff1', kind: 'payment', amount_cents: 13_110 },
          { ...entry, id: '00000000-0000-4000-8000-00000000fff2', kind: 'refund', amount_cents: -5_130 },
        ],
      }),
    );
    const summary = await screen.findByRole('heading', { name: 'Summary' });
    const figures = (summary.parentElement as HTMLElement).querySelector('dl') as HTMLElement;
    const row = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(row('Total')).toBe('$131.10');
    expect(row('Paid')).toBe('$131.10');
    expect(row('Refunded')).toBe('$51.30');
    expect(row('Balance due')).toBe('$51.30');
    expect(row('Subtotal')).toBe('$115.00');
    expect(
      screen.getByText(/^Refunded Nov\.? 22, 2026, Interac e-Transfer$/).nextElementSibling,
    ).toHaveTextContent('$51.30');
    expect(document.body.textContent).not.toMatch(/-\$/);
  });

  it('prints nothing as -$0.00 on an invoice nothing is paid on yet', async () => {
    renderInvoice();
    const summary = await screen.findByRole('heading', { name: 'Summary' });
    const figures = (summary.parentElement as HTMLElement).querySelector('dl') as HTMLElement;
    expect(within(figures).getByText('Paid').nextElementSibling).toHaveTextContent('$0.00');
    expect(within(figures).queryByText('Refunded')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('-$0.00');
  });

  it('books a pickup slot with the slot’s start', async () => {
    const user = userEvent.setup();
    const invoice = buildStaffInvoice();
    const booked = { ...invoice, pickup_slot_start: slots[1]?.start ?? null };
    const put = vi.spyOn(http, 'put').mockResolvedValue({ data: booked });
    renderInvoice(invoice, { [`/api/invoices/${invoice.id}/pickup-slots`]: slots });
    await user.click(await screen.findByRole('radio', { name: /1 place left/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(put).toHaveBeenCalledWith(`/api/invoices/${invoice.id}/pickup`, { slot_start: slots[1]?.start });
    expect(await screen.findByText('Your pickup time')).toBeInTheDocument();
    expect(await screen.findByText('Your pickup time is booked.')).toBeInTheDocument();
  });

  it('brings the booked time into view and focus, so a phone shows the confirmation', async () => {
    const user = userEvent.setup();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const invoice = buildStaffInvoice();
    const booked = { ...invoice, pickup_slot_start: slots[1]?.start ?? null };
    vi.spyOn(http, 'put').mockResolvedValue({ data: booked });
    renderInvoice(invoice, { [`/api/invoices/${invoice.id}/pickup-slots`]: slots });
    await user.click(await screen.findByRole('radio', { name: /1 place left/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent('Your pickup time'));
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it("shows the sale's frozen terms and the bill-to, and no shipping choice when the sale does not ship", async () => {
    const invoice = buildStaffInvoice({
      due_on: '2026-12-03',
      due_at: '2026-12-03T22:00:00.000Z',
      buyer_terms: {
        due_at: '2026-12-03T22:00:00.000Z',
        due_on: '2026-12-03',
        payment_due: { kind: 'hours', hours: 48 },
        pickup: { kind: 'window', from: '2026-12-05', until: '2026-12-07', opens: '10:00', closes: '16:00' },
        pickup_info: 'Bring a helper for the furniture.',
        shipping_offered: false,
        terms_text: 'Sold as is, where is.',
      },
    });
    renderInvoice(invoice, { [`/api/invoices/${invoice.id}/pickup-slots`]: slots });
    expect(
      await screen.findByText('Thursday, December 3, 2026 at 6:00 p.m.', { selector: 'strong' }),
    ).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Terms of this sale' }));
    expect(terms.getByText('Terms: within 48 hours of the close')).toBeInTheDocument();
    expect(
      terms.getByText('Saturday, December 5, 2026 to Monday, December 7, 2026, 10 a.m. – 4 p.m. each day'),
    ).toBeInTheDocument();
    expect(terms.getByText('Not offered: lots are collected at pickup.')).toBeInTheDocument();
    const billTo = within(screen.getByRole('region', { name: 'Bill to' }));
    expect(billTo.getByText('Mary Kelly')).toBeInTheDocument();
    expect(billTo.getByText('12 Portland Street')).toBeInTheDocument();
    expect(billTo.getByText('Dartmouth, NS B2Y 1H1')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Ship them to me' })).not.toBeInTheDocument();
    expect(screen.getByText('This sale does not ship: lots are collected at pickup.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /1 place left/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(invoice.id);
  });

  it('offers no pickup booking by appointment, and says to call or write', async () => {
    const base = buildStaffInvoice();
    const invoice = buildStaffInvoice({
      buyer_terms: {
        ...(base.buyer_terms as NonNullable<typeof base.buyer_terms>),
        pickup: { kind: 'appointment' },
      },
    });
    const { get } = renderInvoice(invoice);
    expect(await screen.findByText(/Call or write to the office/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith(`/api/invoices/${invoice.id}/pickup-slots`, expect.anything());
  });

  it('says booking is not open yet while the pickup times answer 404', async () => {
    renderInvoice();
    expect(
      await screen.findByText(
        'Booking a pickup time online is not open yet. Call the office to arrange one.',
      ),
    ).toBeInTheDocument();
  });

  it('requests shipping to an address and shows the server’s message for a bad field', async () => {
    const user = userEvent.setup();
    const invoice = buildStaffInvoice();
    const put = vi
      .spyOn(http, 'put')
      .mockRejectedValueOnce(
        responseError(422, {
          message: 'The given data was invalid.',
          errors: { 'ship_to.country': ['Use the two-letter country code, such as CA.'] },
        }),
      )
      .mockResolvedValueOnce({
        data: {
          ...invoice,
          fulfilment: 'shipping',
          shipping_requested: true,
          ship_to: {
            name: 'Mary Kelly',
            street: '1 Main St',
            city: 'Moncton',
            province: 'NB',
            postal_code: 'E1C 1A1',
            country: 'CA',
          },
        },
      });
    renderInvoice(invoice, { [`/api/invoices/${invoice.id}/pickup-slots`]: slots });
    await user.click(await screen.findByRole('radio', { name: 'Ship them to me' }));
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Moncton');
    await user.type(screen.getByLabelText('Province or state'), 'NB');
    await user.type(screen.getByLabelText('Postal code'), 'E1C 1A1');
    await user.clear(screen.getByLabelText(/Country code/));
    await user.type(screen.getByLabelText(/Country code/), 'C');
    await user.click(screen.getByRole('button', { name: 'Request shipping' }));
    expect(await screen.findByText('Use the two-letter country code, such as CA.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Country code/), 'A');
    await user.click(screen.getByRole('button', { name: 'Request shipping' }));
    expect(put).toHaveBeenLastCalledWith(`/api/invoices/${invoice.id}/fulfilment`, {
      fulfilment: 'shipping',
      ship_to: {
        name: 'Mary Kelly',
        street: '1 Main St',
        city: 'Moncton',
        province: 'NB',
        postal_code: 'E1C 1A1',
        country: 'CA',
      },
    });
    expect(
      await screen.findByText('The auction house will quote the shipping and add it to this invoice.'),
    ).toBeInTheDocument();
  });

  it('says the invoice is not found for another person’s invoice', async () => {
    stubGet({});
    renderRoutes([{ path: '/invoices/:invoiceId', element: <InvoicePage /> }], {
      path: '/invoices/00000000-0000-4000-8000-000000000999',
      user: buildUser(),
    });
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument();
  });
});
