import { describe, expect, it } from 'vitest';
import { dangersIn, hostileCorpus } from '../../../test/cms/hostile-markdown.fixture';
import { isSafeHref, isSafeImageSrc, renderMarkdown } from './cms-markdown';

describe('the CMS renderer with a hostile corpus', () => {
  for (const { name, source } of hostileCorpus) {
    it(`leaves nothing dangerous: ${name}`, () => {
      const html = renderMarkdown(source);
      expect(dangersIn(html), html).toEqual([]);
      // Rendering the output again changes nothing: no half-escaped markup waits to come alive.
      const again = renderMarkdown(html);
      expect(dangersIn(again), again).toEqual([]);
    });
  }

  it('finds danger where there is some (the check itself can fail)', () => {
    expect(dangersIn('<img src="x" onerror="alert(1)">')).not.toEqual([]);
    expect(dangersIn('<a href="javascript:alert(1)">x</a>')).not.toEqual([]);
    expect(dangersIn('<p title="a onclick=b">x</p>')).toEqual([]);
  });

  it('keeps the text of an HTML tag as visible text, not markup', () => {
    expect(renderMarkdown('Hello <script>alert(1)</script>')).toBe(
      '<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

describe('the CMS renderer with ordinary Markdown', () => {
  it('renders headings one level under the section heading, lists, emphasis and tables', () => {
    const html = renderMarkdown(
      '# Big\n\n## Also big\n\n### Smaller\n\n- **one**\n- *two*\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h3>Big</h3>');
    expect(html).toContain('<h3>Also big</h3>');
    expect(html).toContain('<h4>Smaller</h4>');
    expect(html).toContain('<li><strong>one</strong></li>');
    expect(html).toContain('<li><em>two</em></li>');
    expect(html).toContain('<td>1</td>');
  });

  it('marks external links noopener noreferrer and keeps the site’s own, mail and phone links plain', () => {
    const html = renderMarkdown(
      '[ns](https://novascotia.ca) [faq](/faq) [top](#estate) [mail](mailto:info@example.com) [call](tel:+19025550142)',
    );
    expect(html).toContain('<a href="https://novascotia.ca" rel="noopener noreferrer">ns</a>');
    expect(html).toContain('<a href="/faq">faq</a>');
    expect(html).toContain('<a href="#estate">top</a>');
    expect(html).toContain('<a href="mailto:info@example.com">mail</a>');
    expect(html).toContain('<a href="tel:+19025550142">call</a>');
  });

  it('shows pictures over https and from the site’s own media only', () => {
    expect(renderMarkdown('![Saleroom](https://example.com/room.jpg)')).toContain(
      '<img src="https://example.com/room.jpg" alt="Saleroom" />',
    );
    expect(renderMarkdown('![Lot](/media/lots/a.jpg)')).toContain(
      '<img src="/media/lots/a.jpg" alt="Lot" />',
    );
    expect(renderMarkdown('![x](/media/../secret)')).not.toContain('<img');
    expect(renderMarkdown('![x](/uploads/a.jpg)')).not.toContain('<img');
  });

  it('judges link and picture addresses by scheme', () => {
    expect(isSafeHref('https://a.example')).toBe(true);
    expect(isSafeHref('/about')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('ftp://files.example')).toBe(false);
    expect(isSafeImageSrc('http://a.example/x.png')).toBe(false);
    expect(isSafeImageSrc('data:image/png;base64,AAAA')).toBe(false);
  });
});
