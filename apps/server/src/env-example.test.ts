import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configDocs } from './config-docs';

describe('.env.example', () => {
  it('documents every variable the server reads (regenerate with scripts/config-docs.ts)', () => {
    const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const listed = [...text.matchAll(/^# ([A-Z0-9_]+)=$/gm)].map((match) => match[1]);
    expect(listed).toEqual(configDocs.map((doc) => doc.name));
  });
});
