import type { ClerkAction, ClerkContext } from '../../src/ai-clerk/types';

/** One phrase as an auctioneer says it, and what the clerk should be offered. */
export interface PhraseRow {
  said: string;
  context: ClerkContext;
  expected: ClerkAction;
  /** The proposal's confidence must be at least this (ignored for `none`). */
  atLeast?: number;
  /** …and at most this, for guesses that must not look sure. */
  atMost?: number;
}

const at = (askingPrice: number, highBid: number): ClerkContext => ({ askingPrice, highBid });
const ask = (amount: number): ClerkAction => ({ type: 'set_asking_price', amount });
const floor = (amount: number, paddle?: number): ClerkAction =>
  paddle === undefined ? { type: 'floor_bid', amount } : { type: 'floor_bid', amount, paddle };
const none: ClerkAction = { type: 'none' };
const warning: ClerkAction = { type: 'fair_warning' };
const pass: ClerkAction = { type: 'pass' };

export const phraseTable: PhraseRow[] = [
  // Asking price calls
  { said: 'now three hundred', context: at(275, 250), expected: ask(300), atLeast: 0.85 },
  { said: "who'll give me 325", context: at(300, 300), expected: ask(325), atLeast: 0.85 },
  { said: 'do I hear four', context: at(350, 350), expected: ask(400), atLeast: 0.75 },
  {
    said: 'four hundred dollar bid, now four and a quarter',
    context: at(400, 375),
    expected: ask(425),
    atLeast: 0.75,
  },
  {
    said: 'two fifty, two fifty, now three hundred',
    context: at(250, 225),
    expected: ask(300),
    atLeast: 0.85,
  },
  { said: 'fifty', context: at(300, 300), expected: ask(350), atLeast: 0.5 },
  { said: 'fifty', context: {}, expected: ask(50), atMost: 0.5 },
  { said: 'three and a quarter', context: at(300, 300), expected: ask(325), atLeast: 0.5 },
  { said: 'and a half', context: at(300, 300), expected: ask(350), atLeast: 0.5 },
  { said: 'two and a half', context: at(2250, 2000), expected: ask(2500), atLeast: 0.5 },
  { said: 'two and a half', context: {}, expected: ask(250), atMost: 0.5 },
  {
    said: "fifteen hundred, who'll give fifteen hundred",
    context: at(1400, 1400),
    expected: ask(1500),
    atLeast: 0.85,
  },
  {
    said: "a thousand dollars, who'll give a thousand",
    context: at(900, 900),
    expected: ask(1000),
    atLeast: 0.85,
  },
  { said: 'twelve fifty anywhere', context: at(1200, 1200), expected: ask(1250), atLeast: 0.8 },
  { said: 'can I get fifteen', context: at(1400, 1400), expected: ask(1500), atLeast: 0.75 },
  { said: "I'm looking for five hundred", context: at(450, 450), expected: ask(500), atLeast: 0.85 },
  { said: "let's start it at a hundred", context: {}, expected: ask(100), atLeast: 0.85 },
  { said: "who'll start me at two hundred", context: {}, expected: ask(200), atLeast: 0.85 },
  { said: '$1,200, now $1,300', context: at(1200, 1200), expected: ask(1300), atLeast: 0.85 },
  { said: 'one point five', context: at(1400, 1400), expected: ask(1500), atLeast: 0.5 },
  { said: 'give me a hundred and ten', context: at(100, 100), expected: ask(110), atLeast: 0.85 },
  { said: 'twenty five', context: at(300, 300), expected: ask(325), atLeast: 0.5 },
  { said: 'seventy-five now', context: at(350, 350), expected: ask(375), atLeast: 0.75 },
  { said: 'now four', context: at(3500, 3250), expected: ask(4000), atLeast: 0.75 },
  { said: 'forty-five hundred', context: at(4250, 4000), expected: ask(4500), atLeast: 0.6 },
  {
    said: 'bid em up, three fifty, three fifty, would you give three fifty',
    context: at(325, 300),
    expected: ask(350),
    atLeast: 0.85,
  },
  { said: 'two hundred? a hundred and fifty then', context: {}, expected: ask(150), atLeast: 0.5 },
  // Floor bids
  { said: 'I have four hundred in the room', context: at(400, 375), expected: floor(400), atLeast: 0.9 },
  { said: "I've got three fifty on the floor", context: at(350, 325), expected: floor(350), atLeast: 0.9 },
  { said: 'four hundred in the back', context: at(400, 375), expected: floor(400), atLeast: 0.8 },
  { said: 'I have 500 right here in the front', context: at(500, 475), expected: floor(500), atLeast: 0.9 },
  { said: 'floor bid, six hundred', context: at(600, 550), expected: floor(600), atLeast: 0.85 },
  { said: 'paddle 42 at 700', context: at(700, 650), expected: floor(700, 42), atLeast: 0.85 },
  {
    said: 'number eighteen bids nine hundred',
    context: at(900, 850),
    expected: floor(900, 18),
    atLeast: 0.85,
  },
  {
    said: 'seven fifty with the gentleman on the aisle',
    context: at(750, 700),
    expected: floor(750),
    atLeast: 0.8,
  },
  {
    said: 'I have two thousand on the floor, now twenty-one hundred',
    context: at(2000, 1900),
    expected: floor(2000),
    atLeast: 0.9,
  },
  { said: 'I have three hundred', context: at(300, 250), expected: floor(300), atLeast: 0.5 },
  { said: 'fifty in the room', context: at(300, 300), expected: floor(350), atLeast: 0.7 },
  { said: 'I have three hundred in the room', context: at(400, 400), expected: floor(300), atMost: 0.3 },
  { said: 'with the internet at 500', context: at(500, 475), expected: none },
  {
    said: 'five hundred on the internet, now five and a quarter',
    context: at(500, 475),
    expected: ask(525),
    atLeast: 0.75,
  },
  // Fair warning
  { said: 'going once, going twice', context: at(500, 500), expected: warning, atLeast: 0.9 },
  { said: 'fair warning', context: {}, expected: warning, atLeast: 0.9 },
  { said: 'last call', context: {}, expected: warning, atLeast: 0.9 },
  { said: 'selling at four hundred', context: at(425, 400), expected: warning, atLeast: 0.75 },
  { said: 'all done? fair warning', context: {}, expected: warning, atLeast: 0.9 },
  {
    said: "fair warning, it's with the internet at 600",
    context: at(625, 600),
    expected: warning,
    atLeast: 0.9,
  },
  { said: 'last chance folks, going once', context: {}, expected: warning, atLeast: 0.9 },
  // Sold
  {
    said: 'sold to paddle 42 for 500',
    context: at(525, 500),
    expected: { type: 'sold', paddle: 42, amount: 500 },
    atLeast: 0.9,
  },
  {
    said: 'sold, number 42, five hundred',
    context: at(525, 500),
    expected: { type: 'sold', paddle: 42, amount: 500 },
    atLeast: 0.9,
  },
  { said: 'sold to the internet', context: {}, expected: { type: 'sold', to: 'internet' }, atLeast: 0.9 },
  { said: 'going once, going twice, sold!', context: {}, expected: { type: 'sold' }, atLeast: 0.9 },
  {
    said: 'sold for three fifty to bidder 118',
    context: at(375, 350),
    expected: { type: 'sold', paddle: 118, amount: 350 },
    atLeast: 0.9,
  },
  {
    said: 'sold to number 7, twelve hundred',
    context: at(1300, 1200),
    expected: { type: 'sold', paddle: 7, amount: 1200 },
    atLeast: 0.9,
  },
  {
    said: 'five hundred, sold',
    context: at(525, 500),
    expected: { type: 'sold', amount: 500 },
    atLeast: 0.9,
  },
  {
    said: 'sold to the gentleman in the back',
    context: {},
    expected: { type: 'sold', to: 'floor' },
    atLeast: 0.9,
  },
  { said: 'sold for fifty', context: at(375, 350), expected: { type: 'sold', amount: 350 }, atLeast: 0.8 },
  {
    said: 'sold to 42 for 500',
    context: at(525, 500),
    expected: { type: 'sold', paddle: 42, amount: 500 },
    atLeast: 0.9,
  },
  { said: 'sold for 300', context: at(425, 400), expected: { type: 'sold', amount: 300 }, atMost: 0.4 },
  { said: 'hammer down, paddle 9', context: {}, expected: { type: 'sold', paddle: 9 }, atLeast: 0.9 },
  {
    said: 'sold to paddle 42 for 500, next lot',
    context: at(525, 500),
    expected: { type: 'sold', paddle: 42, amount: 500 },
    atLeast: 0.9,
  },
  // Pass
  { said: 'pass', context: {}, expected: pass, atLeast: 0.9 },
  { said: 'no sale', context: {}, expected: pass, atLeast: 0.9 },
  { said: "we'll pass it", context: {}, expected: pass, atLeast: 0.9 },
  { said: "no bids, we'll pass on this one", context: {}, expected: pass, atLeast: 0.9 },
  { said: 'not sold, passed', context: {}, expected: pass, atLeast: 0.9 },
  { said: "unsold, let's move on", context: {}, expected: pass, atLeast: 0.9 },
  // Next lot
  { said: 'next lot', context: {}, expected: { type: 'next_lot' }, atLeast: 0.85 },
  { said: 'moving on to lot 15', context: {}, expected: { type: 'next_lot', lotNumber: '15' }, atLeast: 0.9 },
  {
    said: 'lot number twenty-three coming up',
    context: {},
    expected: { type: 'next_lot', lotNumber: '23' },
    atLeast: 0.7,
  },
  {
    said: 'bring up lot 101 please',
    context: {},
    expected: { type: 'next_lot', lotNumber: '101' },
    atLeast: 0.9,
  },
  { said: 'next item, a lovely oak dresser', context: {}, expected: { type: 'next_lot' }, atLeast: 0.85 },
  // Written after the parser, as a check on phrasings it was not tuned for
  {
    said: 'hundred dollar bid, now one and a quarter, one and a quarter',
    context: at(100, 100),
    expected: ask(125),
    atLeast: 0.75,
  },
  {
    said: "I've got two hundred, two and a quarter anywhere",
    context: at(200, 175),
    expected: floor(200),
    atLeast: 0.5,
  },
  {
    said: 'the bid is with you sir at eight hundred',
    context: at(800, 750),
    expected: floor(800),
    atLeast: 0.5,
  },
  { said: 'online bidder at twelve hundred, back to the room', context: at(1200, 1150), expected: none },
  {
    said: 'sold! paddle number 215, eleven hundred dollars',
    context: at(1150, 1100),
    expected: { type: 'sold', paddle: 215, amount: 1100 },
    atLeast: 0.9,
  },
  { said: 'going, going, gone', context: {}, expected: { type: 'sold' }, atLeast: 0.8 },
  { said: "no takers, we'll pass", context: {}, expected: pass, atLeast: 0.9 },
  {
    said: "let's move along to lot number 42",
    context: {},
    expected: { type: 'next_lot', lotNumber: '42' },
    atLeast: 0.7,
  },
  {
    said: 'five fifty in the corner, six hundred now',
    context: at(550, 500),
    expected: floor(550),
    atLeast: 0.8,
  },
  {
    said: "I'm bid three hundred, three and a quarter",
    context: at(300, 275),
    expected: ask(325),
    atLeast: 0.5,
  },
  { said: 'do I hear a thousand', context: at(950, 900), expected: ask(1000), atLeast: 0.85 },
  {
    said: 'nine hundred with the lady in the red',
    context: at(900, 850),
    expected: floor(900),
    atLeast: 0.8,
  },
  { said: 'last time at six hundred', context: at(625, 600), expected: warning, atLeast: 0.7 },
  {
    said: 'knocked down to paddle 300 for 75 dollars',
    context: at(80, 75),
    expected: { type: 'sold', paddle: 300, amount: 75 },
    atLeast: 0.9,
  },
  // A second batch written blind, before the parser saw it
  {
    said: "Three hundred, who'll give me three and a quarter, three and a quarter",
    context: at(300, 300),
    expected: ask(325),
    atLeast: 0.75,
  },
  {
    said: 'Got it, three and a quarter here on the aisle, now three fifty',
    context: at(325, 300),
    expected: floor(325),
    atLeast: 0.7,
  },
  {
    said: "I've got a bid of four fifty on the floor",
    context: at(450, 425),
    expected: floor(450),
    atLeast: 0.8,
  },
  { said: 'Bidder 212 with four hundred', context: at(400, 375), expected: floor(400, 212), atLeast: 0.8 },
  {
    said: 'Selling to the room at seven hundred, last chance',
    context: at(725, 700),
    expected: warning,
    atLeast: 0.75,
  },
  {
    said: 'All done at one thousand? Sold, paddle 88',
    context: at(1050, 1000),
    expected: { type: 'sold', paddle: 88, amount: 1000 },
    atLeast: 0.9,
  },
  { said: "Pass on lot 12, it didn't make the reserve", context: {}, expected: pass, atLeast: 0.85 },
  {
    said: 'Next up is lot number 8, a pine blanket box',
    context: {},
    expected: { type: 'next_lot', lotNumber: '8' },
    atLeast: 0.7,
  },
  {
    said: 'Two thousand bid, twenty-two hundred, twenty-two',
    context: at(2000, 1900),
    expected: ask(2200),
    atLeast: 0.6,
  },
  { said: "Who'll go a hundred and twenty-five", context: at(100, 100), expected: ask(125), atLeast: 0.85 },
  {
    said: 'Online bid of 350, back to you sir, three seventy-five',
    context: at(350, 325),
    expected: ask(375),
    atLeast: 0.6,
  },
  {
    said: "That's sold for eight hundred dollars to number 15",
    context: at(825, 800),
    expected: { type: 'sold', paddle: 15, amount: 800 },
    atLeast: 0.9,
  },
  { said: "No interest? We'll pass", context: {}, expected: pass, atLeast: 0.9 },
  {
    said: 'Hammer falls at six fifty to the internet',
    context: at(675, 650),
    expected: { type: 'sold', amount: 650, to: 'internet' },
    atLeast: 0.85,
  },
  { said: 'Eleven hundred on my right', context: at(1100, 1050), expected: floor(1100), atLeast: 0.8 },
  { said: 'Start the bidding at two hundred dollars', context: {}, expected: ask(200), atLeast: 0.85 },
  // As browser speech recognition writes numbers: digits, dollar signs, a price as a time
  { said: 'Now $4.25', context: at(400, 400), expected: ask(425), atLeast: 0.75 },
  { said: 'I have $1,250 on the floor', context: at(1250, 1200), expected: floor(1250), atLeast: 0.9 },
  {
    said: 'Sold to paddle 42 for $500',
    context: at(525, 500),
    expected: { type: 'sold', paddle: 42, amount: 500 },
    atLeast: 0.9,
  },
  { said: "who'll give me 4:25", context: at(400, 400), expected: ask(425), atLeast: 0.85 },
  {
    said: 'Going once going twice sold to number 7 for $75',
    context: at(80, 75),
    expected: { type: 'sold', paddle: 7, amount: 75 },
    atLeast: 0.9,
  },
  // Chant filler and talk: nothing to do
  { said: 'bid em up, hey now', context: at(300, 275), expected: none },
  { said: 'hey now, hey now', context: {}, expected: none },
  { said: 'thank you folks, lovely piece here', context: {}, expected: none },
  { said: 'what a beautiful clock', context: at(200, 175), expected: none },
  { said: 'ladies and gentlemen, welcome to the sale', context: {}, expected: none },
  { said: 'that one on the left', context: {}, expected: none },
  { said: 'yeah bid em up, bid em up', context: {}, expected: none },
];
