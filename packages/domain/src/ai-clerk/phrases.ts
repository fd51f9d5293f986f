/**
 * The auctioneer's phrases, as patterns over a line of plain words where each number stands as
 * `#k` (see line.ts). Apostrophes are gone: "who'll" is "wholl", "I've" is "ive".
 */

/** What a phrase says, before its numbers are read as prices. */
export type ClauseKind =
  | 'pass'
  | 'sold'
  | 'next_lot'
  | 'fair_warning'
  | 'internet'
  | 'floor'
  | 'have'
  | 'statement'
  | 'ask';

export interface Pattern {
  kind: ClauseKind;
  regex: RegExp;
  /** How plainly the phrase says what it means. */
  confidence: number;
}

const num = (name: string) => `#(?<${name}>\\d+)`;
const words = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;
const pattern = (kind: ClauseKind, confidence: number, source: string): Pattern => ({
  kind,
  confidence,
  regex: new RegExp(source, 'g'),
});

const dollars = '(?:(?:dollars?|bucks)\\s+)?';
const internet = words('internet', 'online', 'on line', 'the net', 'web', 'computer');
/** Where a floor bidder is: "in the room", "on the floor", "in the back", "sir". */
const place = words(
  `(?:(?:right|over|out|up|down|standing|sitting)\\s+)?${words('in', 'on', 'at', 'from', 'by', 'with', 'up', 'over', 'to')}\\s+(?:(?:the|my|your)\\s+)?${words('room', 'floor', 'back', 'front', 'aisle', 'left', 'right', 'corner', 'door', 'middle', 'side', 'table', 'wall', 'window', 'rear', 'gentleman', 'lady', 'phone', 'end')}`,
  '(?:right|over) here',
  'sir',
  'madam',
  'maam',
  'young (?:man|lady)',
  'with you',
);
const haveLead = words(
  'i have',
  'i have got',
  'ive got',
  'ive',
  'i got',
  'got',
  'i take',
  'ill take',
  'thank you',
  'thanks',
);
const passLead = words(
  'well',
  'we will',
  'were going to',
  'were gonna',
  'going to',
  'gonna',
  'lets',
  'ill',
  'i will',
  'have to',
  'got to',
);
const askLead = words(
  'now',
  'wholl give',
  'who will give',
  'wholl bid',
  'who will bid',
  'wholl go',
  'who will go',
  'will you give',
  'would you give',
  'will you go',
  `${words('do', 'did', 'can', 'could', 'may')} i ${words('hear', 'get', 'have', 'see', 'say')}`,
  'i hear',
  'i need',
  'i want',
  'i?m looking for',
  'looking for',
  'give me',
  'gimme',
  'wanna',
  'want',
  'need',
  'im asking',
  'asking',
  'start(?:ing)?(?: it)?(?: off)?(?: at)?',
  'open(?:ing)?(?: it)?(?: up)?(?: at)?',
  'make it',
  'lets say',
  'say',
  'go',
  'try',
  'get',
  'anybody',
  'anyone',
  'somebody',
  'someone',
  'who',
  'bid',
  'at',
);
const askFiller = `(?:${words('me', 'a', 'at', 'to', 'just', 'only', 'it', 'you', 'for', 'now', 'give', 'the', 'bid', 'do', 'i', 'hear')}\\s+){0,3}`;

/** In priority order: an earlier pattern takes its words before a later one looks. */
export const patterns: readonly Pattern[] = [
  pattern('pass', 0.92, `\\b${words('no sale', 'not sold', 'unsold', 'bought in', 'buy it back')}\\b`),
  pattern(
    'pass',
    0.92,
    `\\b(?:${passLead}\\s+)?pass(?:ed|ing)?(?:\\s+${words('it', 'the lot', 'this one', 'that one', 'on it', 'on this one', 'on that one')})?\\b`,
  ),
  pattern('pass', 0.7, '\\bno bids?\\b(?!\\s+(?:here|now))'),
  pattern(
    'sold',
    0.95,
    `\\b${words('sold', 'hammer(?:ed)? down', 'hammer (?:falls|fell|drops|is down|s down)', 'knocked down', 'gone')}\\b`,
  ),
  pattern(
    'next_lot',
    0.92,
    `\\b${words('next', 'moving on', 'move on', 'lets move on', 'on', 'onto', 'bring(?:ing)? up', 'up next', 'now', 'heres', 'here is', 'coming up', 'that brings us')}\\s+(?:to\\s+)?${words('lot', 'item')}\\s+(?:(?:number|no)\\s+)?${num('lot')}`,
  ),
  pattern('next_lot', 0.75, `\\b${words('lot', 'item')}\\s+(?:(?:number|no)\\s+)?${num('lot')}`),
  pattern(
    'next_lot',
    0.9,
    `\\b${words('next (?:lot|item|one)', 'moving on', 'move on', 'lets move on', 'on to the next')}\\b`,
  ),
  pattern(
    'fair_warning',
    0.92,
    `\\b${words('fair warning', 'final warning', 'last warning', 'going once', 'going twice', 'going going', 'once twice', 'last call', 'final call', 'last chance', 'last time', 'one last time', 'final time', 'once more', 'are you all done', 'all done', 'all in and all done')}\\b(?:\\s+(?:and\\s+)?(?:selling\\s+)?(?:it\\s+)?(?:at|for)\\s+${num('amount')})?`,
  ),
  pattern(
    'fair_warning',
    0.8,
    `\\bselling\\b(?:\\s+(?:it\\s+)?(?:to\\s+(?:the\\s+)?${words('room', 'floor', 'internet', 'online', 'back', 'front')}\\s+)?(?:at|for)\\s+${num('amount')})?`,
  ),
  pattern(
    'internet',
    0.9,
    `${num('amount')}\\s+${dollars}(?:bid\\s+)?(?:${words('on', 'from', 'with', 'to', 'by')}\\s+)?(?:the\\s+)?${internet}\\b`,
  ),
  pattern(
    'internet',
    0.9,
    `\\b(?:with\\s+)?(?:the\\s+)?${internet}(?:\\s+${words('bidder', 'bid', 'bids', 'is', 'has', 'at', 'with', 's', 'got', 'says')})*\\s+${num('amount')}`,
  ),
  pattern(
    'floor',
    0.9,
    `\\b${words('paddle', 'bidder', 'number', 'no', 'card')}\\s+(?:number\\s+)?${num('paddle')}\\s+(?:${words('is', 'at', 'bids', 'bid', 'with', 'for', 'has', 'on', 'says', 'in at', 'goes')}\\s+)*${num('amount')}`,
  ),
  pattern(
    'floor',
    0.9,
    `${num('amount')}\\s+${dollars}${words('from', 'to', 'by', 'with', 'on')}\\s+${words('paddle', 'bidder', 'number', 'card')}\\s+(?:number\\s+)?${num('paddle')}`,
  ),
  pattern(
    'floor',
    0.85,
    `(?:\\b(?:the\\s+)?bid is\\s+)?\\b${place}\\s+(?:(?:sir|madam|maam)\\s+)?${words('at', 'for', 'bids', 'with')}\\s+${num('amount')}`,
  ),
  pattern(
    'floor',
    0.95,
    `\\b${haveLead}\\s+${num('amount')}\\s+${dollars}(?:bid\\s+)?(?:(?:here|there)\\s+)?${place}`,
  ),
  pattern('floor', 0.85, `${num('amount')}\\s+${dollars}(?:bid\\s+)?(?:(?:here|there)\\s+)?${place}`),
  pattern(
    'floor',
    0.9,
    `\\b${words('floor bid(?:der)?', 'bid from the floor', 'from the floor', 'the floor (?:is|has|bids)', 'the room (?:is|has|bids)')}\\s+(?:${words('at', 'of', 'for', 'is')}\\s+)?${num('amount')}`,
  ),
  pattern('statement', 0.9, `${num('amount')}\\s+${dollars}bid\\b`),
  pattern(
    'statement',
    0.9,
    `\\b${words('im bid', 'i am bid', 'im at', 'i am at', 'bid is', 'the bid is', 'its at')}\\s+${num('amount')}`,
  ),
  pattern('have', 0.6, `\\b${haveLead}\\s+${num('amount')}`),
  pattern('ask', 0.9, `\\b${askLead}\\s+${askFiller}${num('amount')}`),
  pattern(
    'ask',
    0.85,
    `${num('amount')}\\s+${dollars}${words('anywhere', 'anybody', 'anyone', 'somebody', 'someone', 'now', 'wholl', 'who will', 'do i hear', 'can i get', 'again', 'here')}\\b`,
  ),
];

/** Words that end what follows "sold": the next clause begins. */
export const soldClauseStops = new Set([
  'next',
  'moving',
  'move',
  'lot',
  'item',
  'pass',
  'now',
  'going',
  'fair',
]);

export const soldToInternet = new RegExp(`\\b${internet}\\b`);
export const soldToFloor = /\b(?:floor|room|back|front|aisle|gentleman|lady|sir|madam|maam|corner)\b/;
export const soldPaddle = new RegExp(
  `\\b(?:${words('paddle', 'bidder', 'number', 'no', 'card', 'buyer', 'buyer number', 'ticket')}\\s+(?:number\\s+)?|to\\s+)${num('paddle')}`,
);
export const soldAmount = new RegExp(
  `\\b${words('for', 'at')}\\s+(?:${words('just', 'only')}\\s+)?${num('amount')}`,
);
