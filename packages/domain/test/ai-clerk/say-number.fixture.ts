/** Test helper: how people say whole numbers, in the forms the AI clerk must read back. */

const ones = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const teens = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

export interface SayOptions {
  /** "one hundred and five" rather than "one hundred five". */
  and?: boolean;
  /** "twenty-five" rather than "twenty five". */
  hyphen?: boolean;
  /** "a hundred", "a thousand" for a leading one. */
  article?: boolean;
}

function below100(n: number, hyphen: boolean): string {
  if (n < 10) return ones[n] ?? '';
  if (n < 20) return teens[n - 10] ?? '';
  const unit = n % 10;
  const ten = tens[Math.floor(n / 10)] ?? '';
  return unit === 0 ? ten : `${ten}${hyphen ? '-' : ' '}${ones[unit]}`;
}

function below1000(n: number, o: SayOptions, leading: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${hundreds === 1 && o.article && leading ? 'a' : ones[hundreds]} hundred`);
  if (rest > 0) parts.push(`${hundreds > 0 && o.and ? 'and ' : ''}${below100(rest, o.hyphen ?? false)}`);
  return parts.join(' ');
}

/** Standard English: 12,345 is "twelve thousand three hundred forty-five". */
export function sayNumber(n: number, o: SayOptions = {}): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands > 0) {
    parts.push(thousands === 1 && o.article ? 'a thousand' : `${below1000(thousands, o, false)} thousand`);
  }
  if (rest > 0) {
    const and = thousands > 0 && rest < 100 && o.and ? 'and ' : '';
    parts.push(`${and}${below1000(rest, o, thousands === 0)}`);
  }
  return parts.join(' ');
}

/**
 * The auctioneer's way where there is one: 1,250 as "twelve fifty" or "twelve hundred fifty",
 * 1,500 as "fifteen hundred", 250 as "two fifty", 105 as "one oh five"; otherwise standard.
 * 6,060 is "sixty hundred and sixty": "sixty sixty" is the chant repeating sixty.
 */
export function sayLikeAnAuctioneer(n: number, o: SayOptions = {}): string {
  const hyphen = o.hyphen ?? false;
  const head = Math.floor(n / 100);
  const rest = n % 100;
  if (n < 100 || n >= 10_000 || (n >= 1000 && n % 1000 < 100)) return sayNumber(n, o);
  if (rest === 0) return `${below100(head, hyphen)} hundred`;
  if (rest < 10) return `${below100(head, hyphen)} oh ${ones[rest]}`;
  // "sixty sixty" is the chant repeating itself, so 6,060 is said with "hundred".
  return o.and || head === rest
    ? `${below100(head, hyphen)} hundred and ${below100(rest, hyphen)}`
    : `${below100(head, hyphen)} ${below100(rest, hyphen)}`;
}
