import { describe, expect, it } from 'vitest';
import { choiceRoom, nextLotId, testRoom, thirdLotId } from '../../../test/live-room/live-room-test-room';
import { parseDollars } from './components/upcoming-lots';
import {
  acceptSnapshot,
  biddingOpen,
  choiceLineOf,
  choiceOfferOf,
  connectionText,
  formatLiveAmount,
  groupedLineOf,
  groupedSharesOf,
  highBidText,
  lotStateOf,
  lotsText,
  newRequestId,
  perUnitLineOf,
  priceLineOf,
  saleIsLive,
  standingText,
  viewerStandingOf,
} from './live-room-state';

const lot = testRoom().current_lot!;
const withLot = (changes: Partial<typeof lot>, room = testRoom()) => ({
  ...room,
  current_lot: { ...lot, ...changes },
});
const bid = (
  seq: number,
  amount: number,
  source: 'internet' | 'floor' | 'absentee',
  paddle: number | null,
) => ({
  seq,
  amount,
  source,
  paddle,
  server_time: 1,
});

describe('formatLiveAmount', () => {
  it('calls whole dollars without cents and keeps cents when there are some', () => {
    expect(formatLiveAmount(325)).toBe('$325');
    expect(formatLiveAmount(1500)).toBe('$1,500');
    expect(formatLiveAmount(12.5)).toBe('$12.50');
  });
});

describe('highBidText', () => {
  it('names where the high bid is, with the paddle when the server sends one', () => {
    expect(highBidText(bid(1, 350, 'internet', 7012))).toBe('$350 Internet (paddle 7012)');
    expect(highBidText(bid(1, 375, 'floor', null))).toBe('$375 Floor');
    expect(highBidText(bid(1, 375, 'floor', 42))).toBe('$375 Floor (paddle 42)');
  });
});

describe('acceptSnapshot', () => {
  it('takes a snapshot at or after the room, never one older than what the room has seen', () => {
    const room = testRoom({ last_seq: 8 });
    expect(acceptSnapshot(null, room)).toBe(room);
    const older = testRoom({ last_seq: 7 });
    expect(acceptSnapshot(room, older)).toBe(room);
    const same = testRoom({ last_seq: 8, title: 'Renamed' });
    expect(acceptSnapshot(room, same)).toBe(same);
  });
});

describe('lotStateOf', () => {
  it('reads the sale first, then the lot on the block', () => {
    expect(lotStateOf(testRoom({ sale_status: 'not_started', current_lot: null })).text).toBe('Not started');
    expect(lotStateOf(testRoom({ sale_status: 'paused' }))).toEqual({ text: 'Paused', tone: 'warning' });
    expect(lotStateOf(testRoom({ sale_status: 'ended' })).text).toBe('Sale ended');
    expect(lotStateOf(testRoom({ current_lot: null })).text).toBe('Waiting for the next lot');
    expect(lotStateOf(testRoom())).toEqual({ text: 'Open', tone: 'open' });
    expect(lotStateOf(withLot({ status: 'fair_warning' }))).toEqual({
      text: 'Fair warning',
      tone: 'warning',
    });
    expect(lotStateOf(withLot({ status: 'sold', high_bid: bid(9, 400, 'floor', null) })).text).toBe(
      'Sold for $400',
    );
    expect(lotStateOf(withLot({ status: 'passed', high_bid: null })).text).toBe('Passed');
  });
});

describe('viewerStandingOf', () => {
  const mine = bid(6, 325, 'internet', 7012);
  const floor = bid(7, 350, 'floor', null);
  it('says nothing until the bidder has bid on the lot', () => {
    expect(viewerStandingOf(testRoom())).toBeNull();
    expect(viewerStandingOf(testRoom({ viewer: { ...testRoom().viewer, paddle: null } }))).toBeNull();
  });
  it('is high while their bid leads, outbid when another bid passes it, and won or lost at the hammer', () => {
    expect(viewerStandingOf(withLot({ bids: [mine], high_bid: mine }))).toBe('high');
    expect(viewerStandingOf(withLot({ bids: [mine, floor], high_bid: floor }))).toBe('outbid');
    expect(viewerStandingOf(withLot({ bids: [mine], high_bid: mine, status: 'sold' }))).toBe('won');
    expect(viewerStandingOf(withLot({ bids: [mine, floor], high_bid: floor, status: 'sold' }))).toBe('lost');
    expect(viewerStandingOf(withLot({ bids: [mine], high_bid: null, status: 'passed' }))).toBeNull();
  });
  it('says why when an earlier absentee maximum of the same amount holds the bid', () => {
    const absentee = bid(7, 325, 'absentee', 7020);
    const tie = withLot({ bids: [mine, absentee], high_bid: absentee });
    expect(viewerStandingOf(tie)).toBe('outbid_tie');
    expect(standingText.outbid_tie).toBe('Outbid: an earlier bid of the same amount wins');
    const higher = bid(7, 350, 'absentee', 7020);
    expect(viewerStandingOf(withLot({ bids: [mine, higher], high_bid: higher }))).toBe('outbid');
  });
});

describe('priceLineOf', () => {
  it('asks a price only while the lot takes bids; a sold lot shows its hammer price, a passed one says so', () => {
    expect(priceLineOf(lot)).toEqual({ label: 'Asking price', short: 'Asking', amount: '$325' });
    const sold = { ...lot, status: 'sold' as const, asking_price: 430, high_bid: bid(9, 400, 'floor', null) };
    expect(priceLineOf(sold)).toEqual({ label: 'Hammer price', short: 'Sold for', amount: '$400' });
    expect(priceLineOf({ ...lot, status: 'passed' as const }).amount).toBe('');
  });
});

describe('biddingOpen', () => {
  it('is open on an open or fair-warning lot of a running sale only', () => {
    expect(biddingOpen(testRoom())).toBe(true);
    expect(biddingOpen(withLot({ status: 'fair_warning' }))).toBe(true);
    expect(biddingOpen(withLot({ status: 'sold' }))).toBe(false);
    expect(biddingOpen(testRoom({ sale_status: 'paused' }))).toBe(false);
    expect(biddingOpen(testRoom({ current_lot: null }))).toBe(false);
  });
});

describe('connectionText', () => {
  it('shows the delay of the last event while connected, and reconnecting when not', () => {
    expect(connectionText(true, 120.4)).toBe('Live · 120 ms');
    expect(connectionText(true, -15)).toBe('Live · 0 ms');
    expect(connectionText(true, null)).toBe('Live');
    expect(connectionText(false, 120)).toBe('Reconnecting…');
  });
  it('says "Connected", never "Live", while the sale has not started or has ended', () => {
    expect(connectionText(true, 120, false)).toBe('Connected');
    expect(saleIsLive(testRoom({ sale_status: 'not_started' }))).toBe(false);
    expect(saleIsLive(testRoom({ sale_status: 'ended' }))).toBe(false);
    expect(saleIsLive(testRoom({ sale_status: 'paused' }))).toBe(true);
    expect(saleIsLive(testRoom())).toBe(true);
  });
});

describe('newRequestId', () => {
  it('is long enough for the server and differs between bids', () => {
    const first = newRequestId();
    expect(first.length).toBeGreaterThanOrEqual(8);
    expect(newRequestId()).not.toBe(first);
  });
});

describe('parseDollars', () => {
  it('reads what bidders type, and nothing that is not an amount', () => {
    expect(parseDollars('1,250')).toBe(1250);
    expect(parseDollars(' $450.50 ')).toBe(450.5);
    expect(parseDollars('0')).toBeNull();
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
  });
});

describe('a choice lot', () => {
  const choosing = choiceRoom({ remaining_lot_ids: [nextLotId, thirdLotId] });
  const onBlock = (room = choosing) => room.current_lot!;

  it('names the lots as a sentence reads them', () => {
    expect(lotsText(['4'])).toBe('lot 4');
    expect(lotsText(['3', '4'])).toBe('lots 3 and 4');
    expect(lotsText(['2', '3', '4'])).toBe('lots 2, 3 and 4');
  });

  it('says what the winner picks from while open, then who chooses and what is left', () => {
    expect(choiceLineOf(onBlock(choiceRoom()))).toBe(
      'Choice: the winner picks from lots 12, 13 and 14, at the hammer price per lot.',
    );
    expect(choiceLineOf(onBlock())).toBe('Sold at $200 per lot: the buyer is choosing. Left: lots 13, 14.');
    expect(choiceLineOf(onBlock(choiceRoom({ remaining_lot_ids: [thirdLotId] })))).toBe(
      'Sold at $200 per lot: the buyer is choosing. Left: lot 14.',
    );
    expect(choiceLineOf(lot)).toBeNull();
  });

  it('shows the hammer price per lot while choosing, never the asking price, and takes no bid', () => {
    expect(priceLineOf(onBlock())).toEqual({
      label: 'Hammer price per lot',
      short: 'Per lot',
      amount: '$200',
    });
    expect(lotStateOf(choosing)).toEqual({ text: 'Choosing lots', tone: 'sold' });
    expect(biddingOpen(choosing)).toBe(false);
  });

  it('tells the buyer to name their lots, and anyone else how to ask for one', () => {
    expect(choiceOfferOf(choosing)).toBe('Want one at $200? Tell the clerk or the auctioneer.');
    const buyer = { ...choosing, viewer: { ...choosing.viewer, paddle: 7005 } };
    expect(choiceOfferOf(buyer)).toBe(
      'You won at $200 per lot: tell the clerk or the auctioneer which lots you take.',
    );
    const bids = [bid(6, 200, 'internet', 7005)];
    expect(viewerStandingOf({ ...buyer, current_lot: { ...onBlock(), bids } })).toBe('choosing');
    expect(choiceOfferOf(choiceRoom())).toBeNull();
  });
});

describe('a quantity lot in the live room', () => {
  it('works the asking price out for every unit, then the hammer; a lot sold as one has no line', () => {
    const units = { per_unit: true, quantity: 40 };
    expect(perUnitLineOf({ ...lot, ...units, asking_price: 40 })).toBe('per unit, × 40 = $1,600.00');
    const sold = { ...lot, ...units, status: 'sold' as const, high_bid: bid(9, 37.5, 'floor', 42) };
    expect(perUnitLineOf(sold)).toBe('per unit, × 40 = $1,500.00');
    expect(perUnitLineOf({ ...lot, ...units, status: 'passed' as const })).toBeNull();
    expect(perUnitLineOf(lot)).toBeNull();
  });
});

/** Lots 12, 13 and 14 sold together as lot 12; with `hammer`, sold to paddle 7005 for it, split $100, $200, $300. */
function groupedRoom(hammer?: number) {
  const room = testRoom();
  const grouped_lots = [
    { lot_id: lot.lot_id, lot_number: '12', title: 'Snap-on tool chest' },
    { lot_id: nextLotId, lot_number: '13', title: 'Oak roll-top desk' },
    { lot_id: thirdLotId, lot_number: '14', title: 'Brass ship’s lamp' },
  ];
  if (hammer === undefined) return withLot({ grouped_lots }, room);
  const shares = [hammer / 6, hammer / 3, hammer / 2];
  return withLot(
    {
      grouped_lots,
      status: 'sold',
      high_bid: bid(7, hammer, 'internet', 7005),
      together: { lot_ids: grouped_lots.map((entry) => entry.lot_id), hammer },
    },
    {
      ...room,
      results: grouped_lots.map((entry, index) => ({
        ...entry,
        outcome: 'sold' as const,
        hammer_price: shares[index] ?? null,
        source: 'internet' as const,
        paddle: 7005,
      })),
    },
  );
}

describe('a grouped lot on the block', () => {
  it('says its lots sell together for one bid, and its prices are for all of them', () => {
    const room = groupedRoom();
    const onBlock = room.current_lot;
    expect(groupedLineOf(onBlock)).toBe('Lots 12, 13 and 14 together, one bid for all.');
    expect(priceLineOf(onBlock)).toEqual({
      label: 'Asking price for all 3 lots',
      short: 'Asking',
      amount: '$325',
    });
    expect(groupedSharesOf(room).map((entry) => [entry.lot_number, entry.share])).toEqual([
      ['12', null],
      ['13', null],
      ['14', null],
    ]);
    expect(groupedLineOf(lot)).toBeNull();
    expect(groupedSharesOf(testRoom())).toEqual([]);
  });

  it('shows the whole hammer once it falls and each lot’s part of it', () => {
    const room = groupedRoom(600);
    expect(groupedLineOf(room.current_lot)).toBe('Sold together for $600: lots 12, 13 and 14.');
    expect(priceLineOf(room.current_lot).label).toBe('Hammer price for all 3 lots');
    expect(priceLineOf(room.current_lot).amount).toBe('$600');
    expect(lotStateOf(room).text).toBe('Sold for $600');
    expect(groupedSharesOf(room).map((entry) => [entry.lot_number, entry.share])).toEqual([
      ['12', 100],
      ['13', 200],
      ['14', 300],
    ]);
  });

  it('passes all its lots together and shows no part of a hammer from before a reopen', () => {
    const passed = groupedRoom();
    expect(groupedLineOf({ ...passed.current_lot, status: 'passed' })).toBe(
      'Passed together: lots 12, 13 and 14.',
    );
    const reopened = groupedRoom(600);
    const open = { ...reopened, current_lot: { ...reopened.current_lot, status: 'open' as const } };
    expect(groupedLineOf(open.current_lot)).toBe('Lots 12, 13 and 14 together, one bid for all.');
    expect(groupedSharesOf(open).every((entry) => entry.share === null)).toBe(true);
  });
});
