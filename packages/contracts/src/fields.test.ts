import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryBodySchema } from './categories';
import { emailSchema, oneLineMessage, onOneLine, personNameSchema } from './fields';
import { campaignBodySchema } from './marketing-campaigns';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const line = z.string().trim().check(onOneLine).min(3, 'Too short.').max(20, 'Too long.');

describe('single-line text', () => {
  it('refuses CR, LF, NEL, the Unicode line and paragraph separators, NUL, tab and escape', () => {
    for (const text of [
      'Spring sale\r\nBcc: victim@example.com',
      'one\ntwo',
      'one\rtwo',
      'one\u0085two',
      'one\u2028two',
      'one\u2029two',
      'one\u0000two',
      'one\ttwo',
      'one\u001b[31mtwo',
      'one\u007ftwo',
    ]) {
      expect(messages(line.safeParse(text)), JSON.stringify(text)).toEqual([['', oneLineMessage]]);
    }
  });

  it('gives that one message, not the length or pattern ones after it', () => {
    expect(messages(line.safeParse('a\nb'))).toEqual([['', oneLineMessage]]);
    expect(messages(line.safeParse(`${'x'.repeat(30)}\n`))).toEqual([['', 'Too long.']]);
  });

  it('accepts ordinary text, accents and emoji, and trims a trailing line break', () => {
    expect(line.parse('Café à Halifax 🎉')).toBe('Café à Halifax 🎉');
    expect(line.parse('  Oak chair\r\n')).toBe('Oak chair');
  });

  it('holds for names, e-mail addresses and mail subjects', () => {
    expect(messages(personNameSchema.safeParse('Ann\r\nBcc: victim@example.com'))).toEqual([
      ['', oneLineMessage],
    ]);
    expect(messages(emailSchema.safeParse('ann@example.com\r\nBcc: victim@example.com'))).toEqual([
      ['', oneLineMessage],
    ]);
    const campaign = campaignBodySchema.safeParse({
      name: 'Spring',
      subject: 'Spring sale\r\nBcc: victim@example.com',
      body_markdown: 'Line one\n\nLine two',
      audience: { kind: 'all_opted_in' },
    });
    expect(messages(campaign)).toEqual([['subject', oneLineMessage]]);
  });
});

describe('a category image', () => {
  it('is a path under /media/ or null', () => {
    expect(categoryBodySchema.parse({ name: 'Marine' }).image).toBeNull();
    expect(categoryBodySchema.parse({ name: 'Marine', image: '/media/lots/0a1b-800.webp' }).image).toBe(
      '/media/lots/0a1b-800.webp',
    );
    for (const image of [
      '<script>alert(1)</script>',
      'https://example.com/boat.jpg',
      '/media/../config.json',
      '/media/',
      '//example.com/media/boat.webp',
      'javascript:alert(1)',
      '/media/lots/a b.webp',
    ]) {
      expect(messages(categoryBodySchema.safeParse({ name: 'Marine', image }))?.[0]?.[0], image).toBe(
        'image',
      );
    }
  });
});
