import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to the HTML the public sees (decision 0047). Raw HTML in the Markdown is not rendered
 * (markdown-it with `html: false` escapes it as text), and whatever markdown-it makes then passes
 * an allow-list: no script, style, iframe, object, SVG or MathML, no `on*` or `style` attribute,
 * links only to http, https, mailto, tel or the site's own paths, pictures only over https or from
 * the site's own `/media/`. Pure: no database, no clock.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

const safeLinkSchemes = ['http', 'https', 'mailto', 'tel'];

/** A link the page may carry: one of the safe schemes, or a path or anchor on this site. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  // A path or anchor on this site; a backslash could turn `/\\host` into another site.
  if (/^(#|\/(?!\/)|\?)/.test(value)) return !value.includes('\\') && !/\s/.test(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && safeLinkSchemes.includes(scheme);
}

/** A picture the page may show: over https, or one of the site's own stored media. */
export function isSafeImageSrc(src: string): boolean {
  const value = src.trim();
  if (/^\/media\/[A-Za-z0-9/_.-]+$/.test(value)) return !value.includes('..');
  return /^https:\/\/[^\s"'<>\\]+$/i.test(value);
}

const isExternal = (href: string) => /^https?:\/\//i.test(href.trim());

const allowList: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: safeLinkSchemes,
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !isSafeHref(frame.attribs.href ?? '')) ||
    (frame.tag === 'img' && !isSafeImageSrc(frame.attribs.src ?? '')),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const kept: Record<string, string> = { href };
      if (attribs.title) kept.title = attribs.title;
      if (isExternal(href)) kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * Headings inside a section sit under the section's own h2: `#` and `##` become h3, smaller ones
 * h4, so the page's heading order never skips a level.
 */
function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])>/g, (_match, slash: string, level: string) => {
    const demoted = Number(level) <= 2 ? 3 : 4;
    return `<${slash}h${demoted}>`;
  });
}

/** Removes every tag and attribute outside the allow-list from HTML (from any source). */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

/** One section's Markdown as the safe HTML the public page shows. */
export function renderMarkdown(source: string): string {
  return sanitiseHtml(demoteHeadings(markdown.render(source))).trim();
}
