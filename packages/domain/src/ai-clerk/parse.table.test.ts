import { describe, expect, it } from 'vitest';
import { type PhraseRow, phraseTable } from '../../test/ai-clerk/phrase-table.fixture';
import { parseAuctioneerWords } from './parse';

/** Whether the parser's first proposal is what the row expects, as sure as it should be. */
function isRight(row: PhraseRow): boolean {
  const { primary } = parseAuctioneerWords(row.said, row.context);
  if (JSON.stringify(sorted(primary.action)) !== JSON.stringify(sorted(row.expected))) return false;
  if (row.expected.type === 'none') return true;
  return primary.confidence >= (row.atLeast ?? 0) && primary.confidence <= (row.atMost ?? 1);
}

const sorted = (value: object) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

const right = phraseTable.filter(isRight).length;

describe('the AI clerk reads an auctioneer’s phrases', () => {
  it('has at least 60 phrases to read', () => {
    expect(phraseTable.length).toBeGreaterThanOrEqual(60);
  });

  it.each(phraseTable.map((row) => [row.said, row] as const))('"%s"', (_said, row) => {
    const { primary } = parseAuctioneerWords(row.said, row.context);
    expect(primary.action).toEqual(row.expected);
    if (row.expected.type === 'none') return;
    expect(primary.confidence).toBeGreaterThanOrEqual(row.atLeast ?? 0);
    expect(primary.confidence).toBeLessThanOrEqual(row.atMost ?? 1);
    expect(primary.matched).not.toBe('');
  });

  // The score is in the test's name, so every run reports it.
  it(`scores ${right}/${phraseTable.length} on the whole table (at least 95%)`, () => {
    expect(right / phraseTable.length).toBeGreaterThanOrEqual(0.95);
  });
});
