import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './cms-markdown';
import { markdownText } from './markdown-text';

const absolute = (href: string) => (href.startsWith('/') ? `https://harbourside.example${href}` : href);

describe('the plain text of Markdown', () => {
  it('keeps the words, drops the marks, and writes a link as its words and address', () => {
    expect(
      markdownText(
        '# Autumn sale\n\nA **40-year** collection of _marine_ brass. [See the lots](/auctions)',
        absolute,
      ),
    ).toBe(
      'Autumn sale\n\nA 40-year collection of marine brass. See the lots (https://harbourside.example/auctions)',
    );
  });

  it('writes a bare address once, and a link the HTML would not carry as its words only', () => {
    expect(markdownText('Read <https://novascotia.ca/> or [this](//evil.example/x).')).toBe(
      'Read https://novascotia.ca/ or this.',
    );
  });

  it('marks list items and quotes, tight lists line by line', () => {
    expect(
      markdownText('Viewing:\n\n- Friday\n- Saturday\n  1. morning\n  2. noon\n\n> As is, where is.'),
    ).toBe('Viewing:\n\n- Friday\n- Saturday\n  1. morning\n  2. noon\n\n> As is, where is.');
  });

  it('shows HTML typed into the text as the text it is', () => {
    expect(markdownText('Hello <script>alert(1)</script>')).toBe('Hello <script>alert(1)</script>');
  });
});

describe('the HTML of Markdown for a mail', () => {
  it('starts headings at h2 and gives the addresses the allow-list passed their mail form', () => {
    const html = renderMarkdown(
      '# Sale\n\n### Lots\n\n[All](/auctions) ![Bell](/media/lots/bell.webp) [x](//evil.example/x)',
      {
        headings: 'mail',
        address: absolute,
      },
    );
    expect(html).toContain('<h2>Sale</h2>');
    expect(html).toContain('<h3>Lots</h3>');
    expect(html).toContain('<a href="https://harbourside.example/auctions">All</a>');
    expect(html).toContain('<img src="https://harbourside.example/media/lots/bell.webp" alt="Bell" />');
    // Judged as written: another site's address without a scheme never reaches the mail.
    expect(html).not.toContain('evil.example');
  });
});
