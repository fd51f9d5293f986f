import { describe, expect, it } from 'vitest';
import { SaleDriver, saleContext } from '../../test/live-sale/live-sale-test-kit';
import { foldLiveEvents } from './apply-live-event';

const ann = { bidderId: 'ann', paddle: 7001 };
const bob = { bidderId: 'bob', paddle: 7002 };
const internet = (lotId: string, amountCents: number, who = ann) =>
  ({ type: 'internet_bid', lotId, amountCents, ...who }) as const;

function openSale(lots = 3) {
  const sale = new SaleDriver(saleContext(lots));
  sale.ok({ type: 'next_lot' });
  return sale;
}

describe('opening lots', () => {
  it('starts the sale with the first lot at its starting bid', () => {
    const sale = new SaleDriver(saleContext(2));
    const events = sale.ok({ type: 'next_lot' });
    expect(events.map((event) => event.type)).toEqual(['sale_started', 'lot_opened']);
    expect(sale.state.status).toBe('running');
    expect(sale.lot).toMatchObject({ lotId: 'lot-1', askingCents: 10_000, status: 'open', bids: [] });
  });

  it('opens a named lot out of order, and the next lot follows it', () => {
    const sale = new SaleDriver(saleContext(3));
    sale.ok({ type: 'open_lot', lotId: 'lot-2' });
    sale.ok({ type: 'pass' });
    sale.ok({ type: 'next_lot' });
    expect(sale.lot?.lotId).toBe('lot-3');
    sale.ok({ type: 'pass' });
    sale.ok({ type: 'next_lot' });
    expect(sale.lot?.lotId).toBe('lot-1');
    sale.ok({ type: 'pass' });
    expect(sale.refused({ type: 'next_lot' })).toEqual({
      code: 'NO_MORE_LOTS',
      message: 'There are no more lots in this sale.',
    });
  });

  it('refuses a new lot while one is open, a sold lot, an unknown lot and a withdrawn lot', () => {
    const base = saleContext(3);
    const context = {
      ...base,
      lots: base.lots.map((lot, i) => (i === 2 ? { ...lot, status: 'withdrawn' as const } : lot)),
    };
    const sale = new SaleDriver(context);
    sale.ok({ type: 'next_lot' });
    expect(sale.refused({ type: 'next_lot' }).message).toBe('Lot 1 is still open: sell or pass it first.');
    sale.ok({ type: 'floor_bid', amountCents: 10_000 });
    sale.ok({ type: 'sold' });
    expect(sale.refused({ type: 'open_lot', lotId: 'lot-1' }).message).toBe('Lot 1 has already been sold.');
    expect(sale.refused({ type: 'open_lot', lotId: 'nope' }).message).toBe('This lot is not in this sale.');
    expect(sale.refused({ type: 'open_lot', lotId: 'lot-3' }).message).toBe('Lot 3 has been withdrawn.');
  });
});

describe('internet bids', () => {
  it('takes the first bid at the asking price and raises the asking price by the increment', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000));
    expect(sale.high).toMatchObject({ source: 'internet', bidderId: 'ann', amountCents: 10_000 });
    expect(sale.lot?.askingCents).toBe(10_500);
  });

  it('refuses the second bid at a price that has moved, naming the new asking price', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000, ann));
    expect(sale.refused(internet('lot-1', 10_000, bob))).toEqual({
      code: 'STALE_ASKING_PRICE',
      message: 'The asking price has moved to $105.',
    });
    sale.ok({ type: 'set_asking_price', amountCents: 32_500 });
    expect(sale.refused(internet('lot-1', 10_500, bob)).message).toBe('The asking price has moved to $325.');
  });

  it('refuses the high bidder bidding against themselves, and a bid on a lot not on the block', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000, ann));
    expect(sale.refused(internet('lot-1', 10_500, ann)).code).toBe('ALREADY_HIGH_BIDDER');
    expect(sale.refused(internet('lot-2', 20_000, bob)).message).toBe('Lot 2 is not on the block.');
  });

  it('refuses bids after the hammer and notes them in the ledger without changing the lot', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000, ann));
    sale.ok({ type: 'sold' });
    const before = sale.state;
    expect(sale.refused(internet('lot-1', 10_500, bob))).toEqual({
      code: 'LOT_CLOSED',
      message: 'Lot 1 is already sold.',
    });
    expect(sale.log.at(-1)).toMatchObject({
      type: 'bid_refused_after_hammer',
      bidderId: 'bob',
      amountCents: 10_500,
    });
    expect(sale.state.results).toEqual(before.results);
    expect(sale.state.currentLot).toEqual(before.currentLot);
  });

  it('refuses bids before the sale, while paused and after the end', () => {
    const sale = new SaleDriver(saleContext(1));
    expect(sale.refused(internet('lot-1', 10_000)).message).toBe('The sale has not started.');
    sale.ok({ type: 'next_lot' });
    sale.ok({ type: 'pause' });
    expect(sale.refused(internet('lot-1', 10_000))).toEqual({
      code: 'PAUSED',
      message: 'Bidding is paused.',
    });
    sale.ok({ type: 'resume' });
    sale.ok({ type: 'pass' });
    sale.ok({ type: 'end_sale' });
    expect(sale.refused(internet('lot-1', 10_000)).message).toBe('Lot 1 has passed.');
    expect(sale.refused({ type: 'floor_bid', amountCents: 100 }).message).toBe('The sale has ended.');
  });
});

describe('phone bids', () => {
  it('takes a bid on the telephone for any paddle, marked phone, and sells it on the floor', () => {
    const sale = openSale();
    sale.ok({ type: 'phone_bid', amountCents: 11_000, paddle: 7003 });
    expect(sale.high).toMatchObject({ source: 'phone', paddle: 7003, bidderId: null, amountCents: 11_000 });
    expect(sale.refused({ type: 'phone_bid', amountCents: 11_000, paddle: 7004 }).message).toBe(
      'A phone bid must be above the high bid of $110.',
    );
    expect(sale.refused({ type: 'sold', to: 'internet' }).message).toBe(
      'The high bid of $110 is on the phone.',
    );
    const events = sale.ok({ type: 'sold', to: 'floor' });
    expect(events.at(-1)).toMatchObject({
      type: 'lot_sold',
      source: 'phone',
      paddle: 7003,
      amountCents: 11_000,
    });
  });
});

describe('floor bids and the asking price', () => {
  it('takes any floor bid above the high bid with an optional floor paddle', () => {
    const sale = openSale();
    sale.ok({ type: 'floor_bid', amountCents: 12_000, paddle: 42 });
    expect(sale.high).toMatchObject({ source: 'floor', paddle: 42, bidderId: null, amountCents: 12_000 });
    expect(sale.lot?.askingCents).toBe(12_500);
    expect(sale.refused({ type: 'floor_bid', amountCents: 12_000 }).message).toBe(
      'A floor bid must be above the high bid of $120.',
    );
    expect(sale.refused({ type: 'floor_bid', amountCents: 13_000, paddle: 7005 }).message).toBe(
      'Paddle 7005 is an online paddle; floor paddles are below 7000.',
    );
    expect(sale.refused({ type: 'floor_bid', amountCents: 0 }).code).toBe('INVALID_AMOUNT');
  });

  it('lets the clerk lower the opening ask before bids, but never to the high bid or below', () => {
    const sale = openSale();
    sale.ok({ type: 'set_asking_price', amountCents: 5_000 });
    expect(sale.lot?.askingCents).toBe(5_000);
    sale.ok(internet('lot-1', 5_000));
    expect(sale.refused({ type: 'set_asking_price', amountCents: 5_000 }).message).toBe(
      'The asking price must be above the high bid of $50.',
    );
    expect(sale.refused({ type: 'set_asking_price', lotId: 'lot-2', amountCents: 9_000 }).code).toBe(
      'WRONG_LOT',
    );
  });
});

describe('absentee maximum bids', () => {
  const absentees = { 1: [{ bidderId: 'abe', paddle: 7010, maxCents: 15_000 }] };

  it('opens the lot with the absentee bid at the starting bid', () => {
    const sale = new SaleDriver(saleContext(1, absentees));
    sale.ok({ type: 'next_lot' });
    expect(sale.high).toMatchObject({ source: 'absentee', bidderId: 'abe', amountCents: 10_000 });
    expect(sale.lot?.askingCents).toBe(10_500);
  });

  it('answers a floor bid at the next increment up to the maximum, then drops out', () => {
    const sale = new SaleDriver(saleContext(1, absentees));
    sale.ok({ type: 'next_lot' });
    const events = sale.ok({ type: 'floor_bid', amountCents: 10_500 });
    expect(events.map((event) => event.type)).toEqual(['bid_accepted', 'bid_accepted']);
    expect(sale.high).toMatchObject({ source: 'absentee', amountCents: 11_000 });
    expect(sale.lot?.askingCents).toBe(11_500);
    sale.ok({ type: 'floor_bid', amountCents: 14_500 });
    expect(sale.high).toMatchObject({ source: 'absentee', amountCents: 15_000 });
    sale.ok({ type: 'floor_bid', amountCents: 15_500 });
    expect(sale.high).toMatchObject({ source: 'floor', amountCents: 15_500 });
  });

  it('lets two absentee maxima compete: the higher opens one step above the other, a tie goes to the earlier', () => {
    const two = new SaleDriver(
      saleContext(1, {
        1: [
          { bidderId: 'abe', paddle: 7010, maxCents: 12_000 },
          { bidderId: 'bea', paddle: 7011, maxCents: 20_000 },
        ],
      }),
    );
    two.ok({ type: 'next_lot' });
    expect(two.high).toMatchObject({ bidderId: 'bea', amountCents: 12_500 });
    const tie = new SaleDriver(
      saleContext(1, {
        1: [
          { bidderId: 'abe', paddle: 7010, maxCents: 12_000 },
          { bidderId: 'bea', paddle: 7011, maxCents: 12_000 },
        ],
      }),
    );
    tie.ok({ type: 'next_lot' });
    expect(tie.high).toMatchObject({ bidderId: 'abe', amountCents: 12_000 });
  });

  it('holds a tie for the absentee maximum: a floor bid of the same amount does not take the lot', () => {
    const sale = new SaleDriver(saleContext(1, { 1: [{ bidderId: 'abe', paddle: 7010, maxCents: 15_250 }] }));
    sale.ok({ type: 'next_lot' });
    const events = sale.ok({ type: 'floor_bid', amountCents: 15_250, paddle: 12 });
    expect(events).toMatchObject([
      { type: 'bid_accepted', source: 'floor', paddle: 12, amountCents: 15_250 },
      { type: 'bid_accepted', source: 'absentee', bidderId: 'abe', amountCents: 15_250, askingCents: 15_750 },
    ]);
    expect(sale.high).toMatchObject({ source: 'absentee', bidderId: 'abe', amountCents: 15_250 });
    sale.ok({ type: 'floor_bid', amountCents: 15_750, paddle: 12 });
    expect(sale.high).toMatchObject({ source: 'floor', amountCents: 15_750 });
  });

  it('holds a tie for the absentee maximum against an internet bid at the asking price', () => {
    const sale = new SaleDriver(saleContext(1, { 1: [{ bidderId: 'abe', paddle: 7010, maxCents: 15_000 }] }));
    sale.ok({ type: 'next_lot' });
    sale.ok({ type: 'set_asking_price', amountCents: 15_000 });
    sale.ok(internet('lot-1', 15_000));
    expect(sale.high).toMatchObject({ source: 'absentee', bidderId: 'abe', amountCents: 15_000 });
    expect(sale.lot?.askingCents).toBe(15_500);
    sale.ok({ type: 'sold' });
    expect(sale.state.results['lot-1']?.buyer).toMatchObject({ source: 'absentee', bidderId: 'abe' });
  });

  it('never answers an internet bidder with their own absentee maximum', () => {
    const sale = new SaleDriver(saleContext(1, { 1: [{ bidderId: 'ann', paddle: 7001, maxCents: 50_000 }] }));
    sale.ok({ type: 'next_lot' });
    sale.ok({ type: 'floor_bid', amountCents: 10_500 });
    expect(sale.high).toMatchObject({ bidderId: 'ann', source: 'absentee' });
    expect(sale.refused(internet('lot-1', 11_500, ann)).code).toBe('ALREADY_HIGH_BIDDER');
  });
});

describe('fair warning, sold, pass and reopen', () => {
  it('sells to the high bidder after fair warning; a new bid during fair warning reopens the bidding', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000));
    sale.ok({ type: 'fair_warning' });
    expect(sale.lot?.status).toBe('fair_warning');
    expect(sale.refused({ type: 'fair_warning' }).message).toBe('Fair warning has already been called.');
    sale.ok({ type: 'floor_bid', amountCents: 10_500, paddle: 12 });
    expect(sale.lot?.status).toBe('open');
    sale.ok({ type: 'fair_warning' });
    const [sold] = sale.ok({ type: 'sold' });
    expect(sold).toEqual({
      type: 'lot_sold',
      lotId: 'lot-1',
      source: 'floor',
      bidderId: null,
      paddle: 12,
      amountCents: 10_500,
    });
    expect(sale.state.results['lot-1']).toMatchObject({ outcome: 'sold', amountCents: 10_500 });
    expect(sale.refused({ type: 'sold' }).message).toBe('This lot is already sold.');
    expect(sale.refused({ type: 'floor_bid', amountCents: 20_000 }).message).toBe(
      'This lot is already sold.',
    );
  });

  it('refuses a sale without a bid, and checks a named paddle and amount against the high bid', () => {
    const sale = openSale();
    expect(sale.refused({ type: 'sold' }).code).toBe('NO_BIDS');
    sale.ok(internet('lot-1', 10_000));
    expect(sale.refused({ type: 'sold', paddle: 42 }).message).toBe(
      'The high bid of $100 is held by paddle 7001.',
    );
    expect(sale.refused({ type: 'sold', amountCents: 9_000 }).message).toBe('The high bid is $100.');
    expect(sale.refused({ type: 'sold', to: 'floor' }).message).toBe(
      'The high bid of $100 is an internet bid.',
    );
    expect(sale.refused({ type: 'sold', to: 'internet', amountCents: 20_000 }).message).toBe(
      'The high bid is $100.',
    );
    sale.ok({ type: 'sold', paddle: 7001, amountCents: 10_000, to: 'internet' });
    expect(sale.state.results['lot-1']?.buyer).toEqual({ source: 'internet', bidderId: 'ann', paddle: 7001 });
  });

  it('takes "sold to paddle 42 for 500" above the high bid as the floor bid, then sells', () => {
    const sale = openSale();
    const events = sale.ok({ type: 'sold', paddle: 42, amountCents: 50_000 });
    expect(events.map((event) => event.type)).toEqual(['bid_accepted', 'lot_sold']);
    expect(sale.state.results['lot-1']).toMatchObject({ amountCents: 50_000, buyer: { paddle: 42 } });
  });

  it('passes a lot, reopens it before the next lot with its bids intact, but not after', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000));
    sale.ok({ type: 'pass' });
    expect(sale.state.results['lot-1']?.outcome).toBe('passed');
    sale.ok({ type: 'reopen' });
    expect(sale.lot).toMatchObject({ status: 'open', askingCents: 10_500 });
    expect(sale.state.results['lot-1']).toBeUndefined();
    expect(sale.refused({ type: 'reopen' }).code).toBe('NOT_REOPENABLE');
    sale.ok({ type: 'sold' });
    sale.ok({ type: 'next_lot' });
    expect(sale.refused({ type: 'reopen' }).message).toBe(
      'Only the last lot closed can be reopened, and only before the next lot opens.',
    );
    expect(sale.state.results['lot-1']?.outcome).toBe('sold');
  });
});

describe('undo', () => {
  it('takes back the last bid and puts back the high bid and asking price before it', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000));
    sale.ok({ type: 'set_asking_price', amountCents: 12_000 });
    sale.ok({ type: 'floor_bid', amountCents: 12_000 });
    sale.ok({ type: 'undo' });
    expect(sale.high).toMatchObject({ bidderId: 'ann', amountCents: 10_000 });
    expect(sale.lot?.askingCents).toBe(12_000);
    sale.ok({ type: 'undo' });
    expect(sale.high).toBeNull();
    expect(sale.lot?.askingCents).toBe(10_000);
    expect(sale.refused({ type: 'undo' }).message).toBe('There is no bid to undo.');
  });

  it('takes back a floor bid together with the absentee answer it set off', () => {
    const sale = new SaleDriver(saleContext(1, { 1: [{ bidderId: 'abe', paddle: 7010, maxCents: 15_000 }] }));
    sale.ok({ type: 'next_lot' });
    sale.ok({ type: 'floor_bid', amountCents: 10_500 });
    const [undone] = sale.ok({ type: 'undo' });
    expect(undone).toMatchObject({ type: 'bids_undone', askingCents: 10_500 });
    expect(sale.lot?.bids.map((bid) => bid.amountCents)).toEqual([10_000]);
    sale.ok({ type: 'undo' });
    expect(sale.lot?.bids).toEqual([]);
  });
});

describe('pause, resume, end and messages', () => {
  it('pauses and resumes, refusing clerk work while paused', () => {
    const sale = openSale();
    expect(sale.refused({ type: 'resume' }).code).toBe('NOT_PAUSED');
    sale.ok({ type: 'pause' });
    expect(sale.refused({ type: 'pause' }).message).toBe('Bidding is already paused.');
    expect(sale.refused({ type: 'fair_warning' }).code).toBe('PAUSED');
    sale.ok({ type: 'message', text: '  Back in five minutes.  ' });
    expect(sale.state.messages.at(-1)?.text).toBe('Back in five minutes.');
    sale.ok({ type: 'resume' });
    expect(sale.state.status).toBe('running');
  });

  it('ends the sale only with no lot on the block, passing the lots never offered', () => {
    const sale = openSale(3);
    expect(sale.refused({ type: 'end_sale' }).code).toBe('LOT_STILL_OPEN');
    sale.ok({ type: 'floor_bid', amountCents: 10_000 });
    sale.ok({ type: 'sold' });
    const [ended] = sale.ok({ type: 'end_sale' });
    expect(ended).toEqual({ type: 'sale_ended', passedLotIds: ['lot-2', 'lot-3'] });
    expect(sale.state.status).toBe('ended');
    expect(sale.refused({ type: 'next_lot' }).message).toBe('The sale has ended.');
    expect(new SaleDriver(saleContext(1)).refused({ type: 'end_sale' }).code).toBe('NOT_STARTED');
    expect(sale.refused({ type: 'message', text: '   ' }).code).toBe('EMPTY_MESSAGE');
  });

  it('numbers events one after another and rebuilds the same state from the log', () => {
    const sale = openSale();
    sale.ok(internet('lot-1', 10_000));
    sale.ok({ type: 'sold' });
    expect(sale.log.map((event) => event.seq)).toEqual([1, 2, 3, 4]);
    expect(foldLiveEvents(sale.log)).toEqual(sale.state);
  });
});

describe('a phone bid', () => {
  it('is the phone bidder’s own: their absentee maximum never answers it, another bidder’s does', () => {
    const sale = new SaleDriver(saleContext(1, { 1: [{ bidderId: 'ann', paddle: 7001, maxCents: 30_000 }] }));
    sale.ok({ type: 'next_lot' });
    // Ann's maximum opened the lot at $100; on the telephone she raises herself to $150.
    const own = sale.ok({ type: 'phone_bid', amountCents: 15_000, paddle: 7001, bidderId: 'ann' });
    expect(own.map((event) => event.type)).toEqual(['bid_accepted']);
    expect(sale.lot?.bids.at(-1)).toMatchObject({ source: 'phone', bidderId: 'ann', paddle: 7001 });
    const other = sale.ok({ type: 'phone_bid', amountCents: 20_000, paddle: 7002, bidderId: 'bob' });
    expect(other.map((event) => event.type)).toEqual(['bid_accepted', 'bid_accepted']);
    expect(sale.lot?.bids.at(-1)).toMatchObject({ source: 'absentee', bidderId: 'ann' });
  });
});
