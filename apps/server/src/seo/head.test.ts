import { describe, expect, it } from 'vitest';
import { injectHead, jsonLdScript } from './head';

describe('injectHead', () => {
  it('replaces the title and description and adds the rest before </head>', () => {
    const out = injectHead(
      '<html><head><meta name="description" content="old"><title>Old</title></head><body></body></html>',
      {
        title: 'Lot 12 & more',
        description: 'A "fine" chair',
        canonical: 'https://auctions.example.ca/lots/1',
        openGraph: { 'og:title': 'Lot 12' },
        jsonLd: [{ '@type': 'Product', name: 'Chair' }],
      },
    );
    expect(out).toContain('<title>Lot 12 &amp; more</title>');
    expect(out).toContain('<meta name="description" content="A &quot;fine&quot; chair" />');
    expect(out).not.toContain('Old');
    expect(out).toMatch(
      /<link rel="canonical"[^>]*>\s*<meta property="og:title" content="Lot 12" \/>\s*<script type="application\/ld\+json">/,
    );
    expect(out.indexOf('application/ld+json')).toBeLessThan(out.indexOf('</head>'));
  });

  it('adds a title and description when the page has none', () => {
    const out = injectHead('<html><head></head></html>', { title: 'T', description: 'D' });
    expect(out).toBe(
      '<html><head><meta name="description" content="D" />\n    <title>T</title>\n  </head></html>',
    );
  });

  it('is not confused by $ patterns in the text', () => {
    expect(injectHead('<head><title>x</title></head>', { title: "$& $' $1", description: 'd' })).toContain(
      '<title>$&amp; $&#39; $1</title>',
    );
  });
});

describe('jsonLdScript', () => {
  it('escapes < and line separators', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>\u2028' });
    expect(script).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>\\u2028"}</script>',
    );
    expect(JSON.parse(script.slice(35, -9))).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
