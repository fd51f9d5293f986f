import { expect } from 'vitest';

const sequences = new Map<string, number>();

/**
 * The next number of a named sequence, counted per test file. The server's test files share their
 * modules (decision 0053), so a counter kept in a helper module would run on from file to file
 * and meet the numbers a file chooses itself (a lot numbered 12 built beside factory lots); this
 * one starts afresh in each file, as when each file loaded the helpers for itself.
 */
export function nextInFile(name: string, after = 0): number {
  const key = `${expect.getState().testPath ?? ''}\n${name}`;
  const next = (sequences.get(key) ?? after) + 1;
  sequences.set(key, next);
  return next;
}
