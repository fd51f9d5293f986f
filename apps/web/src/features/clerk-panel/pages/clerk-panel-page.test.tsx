import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auctionId,
  buildRoom,
  clerkAction,
  internetBidEnvelope,
  lotId,
  openClerkPanel,
  renderClerkPanel,
  withoutRequestId,
} from '../../../../test/clerk-panel/clerk-panel-fixtures';
import { stubGet } from '../../../../test/stub-get';

afterEach(() => vi.restoreAllMocks());

describe('Clerk panel', () => {
  it('joins the room and shows the lot, the ledger, who is online and the absentee bids', async () => {
    const view = await openClerkPanel();
    expect(view.sent).toContainEqual({ type: 'join_auction', auctionId });
    const block = screen.getByRole('region', { name: 'Lot on the block' });
    expect(within(block).getByText('Lot 12: Maritime oil painting')).toBeInTheDocument();
    expect(within(block).getByText('$100.00')).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: 'Bid ledger' });
    expect(within(ledger).getByRole('row', { name: /Floor.*14.*\$95\.00/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Online bidders' })).getByText(/Marie Comeau/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Absentee bids waiting' })).getByText('up to $180.00'),
    ).toBeInTheDocument();
  });

  it('bids the asking price for a phone bidder, those who want the lot on the block listed first', async () => {
    const line = { phone: '902-555-0142', line_staff: 'Dana', bidder_name: '' };
    const view = renderClerkPanel(buildRoom(), {
      phoneBidders: [
        {
          ...line,
          registration_id: '40000000-0000-4000-8000-000000000001',
          paddle: 7005,
          lot_numbers: ['3'],
        },
        {
          ...line,
          registration_id: '40000000-0000-4000-8000-000000000002',
          paddle: 7003,
          lot_numbers: ['12'],
        },
      ],
    });
    const phones = await screen.findByRole('region', { name: 'Phone bidders' });
    const buttons = await within(phones).findAllByRole('button', { name: /^Phone bid/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Phone bid $100.00 for 7003',
      'Phone bid $100.00 for 7005',
    ]);
    expect(within(phones).getByText(/wants this lot/)).toHaveTextContent(
      'Dana on 902-555-0142 · lots 12 · wants this lot',
    );
    await userEvent.click(buttons[0] as HTMLElement);
    expect(view.commands().map(withoutRequestId)).toEqual([
      clerkAction({ type: 'phone_bid', paddle: 7003, amount: 100 }),
    ]);
  });

  it('names each step button with the words on it, so a voice user can say what they see', async () => {
    renderClerkPanel(buildRoom(), { increments: [{ from_amount: 0, increment: 25 }] });
    await screen.findByRole('region', { name: 'Clerk panel' });
    for (const name of ['Lower 1 step', 'Raise 1 step ($125)', 'Raise 2 steps ($150)']) {
      const button = screen.getByRole('button', { name });
      const shown = [...button.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.classList.contains('sr-only')))
        .map((node) => node.textContent)
        .join('');
      expect(name).toContain(shown.trim());
    }
  });

  it("steps the asking price by the auction's own increment table", async () => {
    const view = renderClerkPanel(buildRoom(), { increments: [{ from_amount: 0, increment: 25 }] });
    await screen.findByRole('region', { name: 'Clerk panel' });
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowDown}');
    expect(view.commands().map(withoutRequestId)).toEqual([
      { type: 'update_asking_price', lot_id: lotId, asking_price: 125 },
      { type: 'update_asking_price', lot_id: lotId, asking_price: 75 },
    ]);
  });

  it('sends the right message for each shortcut', async () => {
    const view = await openClerkPanel();
    await userEvent.keyboard('f');
    await userEvent.keyboard('s');
    await userEvent.keyboard('p');
    await userEvent.keyboard('u');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowDown}');
    expect(view.commands().map(withoutRequestId)).toEqual([
      clerkAction({ type: 'fair_warning' }),
      clerkAction({ type: 'sold' }),
      clerkAction({ type: 'pass' }),
      clerkAction({ type: 'undo' }),
      clerkAction({ type: 'pause' }),
      { type: 'update_asking_price', lot_id: lotId, asking_price: 105 },
      { type: 'update_asking_price', lot_id: lotId, asking_price: 99 },
    ]);
  });

  it('lists the shortcuts under "Shortcuts" and with ?', async () => {
    const view = await openClerkPanel();
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Shortcuts' }));
    const help = screen.getByRole('region', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Fair warning')).toBeInTheDocument();
    expect(within(help).getByText('Undo the last bid')).toBeInTheDocument();
    await userEvent.keyboard('?');
    expect(screen.queryByRole('region', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    expect(view.commands()).toEqual([]);
  });

  it('takes Space as resume while the sale is paused', async () => {
    const view = await openClerkPanel(buildRoom({ sale_status: 'paused' }));
    await userEvent.keyboard(' ');
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'resume' })]);
  });

  it('ignores shortcuts while the clerk types in a field', async () => {
    const view = await openClerkPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message to bidders' }), 'fsp nu');
    await userEvent.type(screen.getByRole('textbox', { name: 'Floor paddle' }), '{ArrowUp}');
    expect(view.commands()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('f');
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'fair_warning' })]);
  });

  it('B focuses the floor bid, which defaults to the asking price and goes with Enter', async () => {
    const view = await openClerkPanel();
    await userEvent.keyboard('b');
    const amount = screen.getByRole('textbox', { name: 'Floor bid amount' });
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('100');
    await userEvent.type(screen.getByRole('textbox', { name: 'Floor paddle' }), '42{Enter}');
    expect(view.commands().map(withoutRequestId)).toEqual([
      { type: 'place_bid', lot_id: lotId, amount: 100, is_floor: true, paddle: 42 },
    ]);
    expect(screen.getByRole('textbox', { name: 'Floor paddle' })).toHaveValue('');
  });

  it('keeps a floor amount the clerk typed when an internet bid moves the asking price', async () => {
    const view = await openClerkPanel();
    const amount = screen.getByRole('textbox', { name: 'Floor bid amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    view.realtime.emit(internetBidEnvelope().envelope);
    expect(amount).toHaveValue('150');
    await userEvent.type(amount, '{Enter}');
    expect(view.commands().map(withoutRequestId)).toEqual([
      { type: 'place_bid', lot_id: lotId, amount: 150, is_floor: true },
    ]);
    expect(amount).toHaveValue('105');
  });

  it('refuses a floor bid the protocol would refuse, without sending it', async () => {
    const view = await openClerkPanel();
    await userEvent.type(screen.getByRole('textbox', { name: 'Floor paddle' }), '7012');
    await userEvent.click(screen.getByRole('button', { name: 'Enter floor bid' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Floor paddles are numbered below 7000.');
    expect(view.commands()).toEqual([]);
  });

  it('shows the server refusal and changes nothing until the server confirms', async () => {
    const view = await openClerkPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Sold' }));
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'sold' })]);
    expect(screen.getByRole('status', { name: 'Lot state' })).toHaveTextContent('Open');
    view.refuseLast('PAUSED', 'Bidding is paused.');
    expect(screen.getByRole('alert')).toHaveTextContent('Bidding is paused.');
    expect(screen.getByRole('status', { name: 'Lot state' })).toHaveTextContent('Open');
  });

  it('draws what the server broadcasts: an internet bid arriving, then the hammer', async () => {
    const view = await openClerkPanel();
    const standing = { lot_id: lotId, starting_bid: 50, bid_count: 2 };
    const { bid: internet, envelope } = internetBidEnvelope();
    view.realtime.emit(envelope);
    expect(
      within(screen.getByRole('table', { name: 'Bid ledger' })).getByRole('row', {
        name: /Internet.*7012.*\$100\.00/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Floor bid amount' })).toHaveValue('105');
    view.realtime.emit({
      type: 'live_event',
      auction_id: auctionId,
      lot_id: lotId,
      seq: 7,
      timestamp: 0,
      payload: {
        event: {
          type: 'lot_sold',
          seq: 7,
          server_time: 1_763_800_002_000,
          lot_id: lotId,
          amount: 100,
          source: 'internet',
          paddle: 7012,
        },
        sale_status: 'running',
        lot: { ...standing, status: 'sold', asking_price: 105, high_bid: internet },
      },
    });
    expect(screen.getByRole('status', { name: 'Lot state' })).toHaveTextContent('Sold');
    expect(
      within(screen.getByRole('region', { name: 'Results so far' })).getByText(
        'Sold $100.00 Internet (7012)',
      ),
    ).toBeInTheDocument();
  });

  it('sends quick and typed messages to the bidders as the clerk', async () => {
    const view = await openClerkPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Send "Last call"' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Message to bidders' }),
      'Two minutes break{Enter}',
    );
    expect(view.commands().map(withoutRequestId)).toEqual([
      { type: 'send_message', auction_id: auctionId, message: 'Last call', is_clerk: true },
      { type: 'send_message', auction_id: auctionId, message: 'Two minutes break', is_clerk: true },
    ]);
  });

  it('asks before ending the sale', async () => {
    const view = await openClerkPanel(buildRoom({ current_lot: null }));
    await userEvent.click(screen.getByRole('button', { name: 'End sale' }));
    const dialog = screen.getByRole('dialog', { name: 'End the sale?' });
    await userEvent.keyboard('s');
    expect(view.commands()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'End sale now' }));
    expect(view.commands().map(withoutRequestId)).toEqual([clerkAction({ type: 'end_sale' })]);
  });

  it('applies an AI clerk proposal as the wire command, with the lot number of "next lot"', async () => {
    const view = await openClerkPanel();
    await userEvent.click(screen.getByRole('switch', { name: 'AI clerk' }));
    const words = screen.getByRole('textbox', { name: "Auctioneer's words" });
    await userEvent.type(words, 'sold to paddle 42 for five hundred');
    await userEvent.click(screen.getByRole('button', { name: 'Read phrase' }));
    await userEvent.click(screen.getByRole('button', { name: /^Apply Sold/ }));
    await userEvent.type(words, 'moving on to lot 15');
    await userEvent.click(screen.getByRole('button', { name: 'Read phrase' }));
    await userEvent.click(screen.getByRole('button', { name: /^Apply Next lot/ }));
    expect(view.commands().map(withoutRequestId)).toEqual([
      clerkAction({ type: 'sold', paddle: 42, amount: 500 }),
      clerkAction({ type: 'next_lot', lot_number: '15' }),
    ]);
  });

  it('asks the server for the name of a bidder who comes in', async () => {
    const view = await openClerkPanel();
    const later = buildRoom({
      last_seq: 9,
      presence: { online_bidders: 2, paddles: [7012, 7044] },
      clerk: {
        ...buildRoom().clerk!,
        online_bidders: [
          { paddle: 7012, name: 'Marie Comeau' },
          { paddle: 7044, name: 'Ravi Singh' },
        ],
      },
    });
    const live = `/api/auctions/${auctionId}/live`;
    stubGet({ [live]: later });
    view.realtime.emit({
      type: 'live_presence',
      auction_id: auctionId,
      lot_id: null,
      seq: 5,
      timestamp: 0,
      payload: { online_bidders: 2, paddles: [7012, 7044] },
    });
    const online = screen.getByRole('region', { name: 'Online bidders' });
    expect(await within(online).findByText(/Ravi Singh/)).toBeInTheDocument();
    expect(within(online).getByText('2 online bidders')).toBeInTheDocument();
  });

  it('fetches the snapshot again when it sees a gap in the sequence', async () => {
    const view = await openClerkPanel();
    const later = buildRoom({ last_seq: 9, sale_status: 'paused' });
    stubGet({ [`/api/auctions/${auctionId}/live`]: later });
    view.realtime.emit({
      type: 'live_event',
      auction_id: auctionId,
      lot_id: null,
      seq: 9,
      timestamp: 0,
      payload: { event: { type: 'sale_paused', seq: 9, server_time: 1 }, sale_status: 'paused', lot: null },
    });
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Sale' })).toHaveTextContent('Paused');
  });

  it('joins the room again when the connection comes back', async () => {
    const view = await openClerkPanel();
    const joins = () => view.sent.filter((m) => m.type === 'join_auction').length;
    expect(joins()).toBe(1);
    view.setConnection({ state: 'disconnected', authenticated: false });
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Reconnecting…');
    view.setConnection({ state: 'connected', authenticated: true });
    expect(joins()).toBe(2);
    expect(screen.getByRole('status', { name: 'Connection' })).toHaveTextContent('Connected');
  });
});
