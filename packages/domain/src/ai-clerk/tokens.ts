/** One word of an utterance: its plain lower-case form and, for digits, its value. */
export interface Token {
  /** Lower case, apostrophes dropped: "who'll" is "wholl", "$1,200" is "1200". */
  word: string;
  /** The words as heard, for showing what matched. */
  text: string;
  /** Set for written numbers: "325", "$1,200" (1200), "1.5", "5k" (5000). */
  digits?: { value: number; decimal: boolean; thousands: boolean; clock?: boolean };
}

const tokenPattern = /\b\d{1,2}:\d\d\b|\$?\d+(?:\.\d+)?\s?k\b|\$?\d+(?:\.\d+)?|[a-z]+(?:'[a-z]+)*|#/gi;

/**
 * Splits speech-recognition output or typed text into words. Thousands separators, dollar signs
 * and punctuation go; hyphenated numbers ("twenty-five") become two words.
 */
export function tokenize(utterance: string): Token[] {
  const prepared = utterance.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/(\d),(?=\d{3}\b)/g, '$1');
  const tokens: Token[] = [];
  for (const match of prepared.matchAll(tokenPattern)) {
    const text = match[0];
    if (text === '#') {
      tokens.push({ word: 'number', text });
      continue;
    }
    const clock = /^(\d{1,2}):(\d\d)$/.exec(text);
    if (clock) {
      // Speech recognition writes "four twenty-five" as the time 4:25.
      const value = Number(clock[1]) * 100 + Number(clock[2]);
      tokens.push({
        word: String(value),
        text,
        digits: { value, decimal: false, thousands: false, clock: true },
      });
      continue;
    }
    if (/\d/.test(text)) {
      const thousands = /k$/i.test(text);
      const numeral = text.replace(/[$\sk]/gi, '');
      const value = Number(numeral) * (thousands ? 1000 : 1);
      tokens.push({ word: numeral, text, digits: { value, decimal: numeral.includes('.'), thousands } });
      continue;
    }
    tokens.push({ word: text.toLowerCase().replace(/'/g, ''), text });
  }
  return tokens;
}
