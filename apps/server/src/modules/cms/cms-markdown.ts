import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/**
 * Markdown to the HTML the public sees (decision 0047), for the CMS's sections, an auction's and a
 * lot's description and a campaign's mail. Raw HTML in the Markdown is not rendered
 * (markdown-it with `html: false` escapes it as text), and whatever markdown-it makes then passes
 * an allow-list: no script, style, iframe, object, SVG or MathML, no `on*` or `style` attribute,
 * links only to http, https, mailto, tel or the site's own paths, pictures only over https or from
 * the site's own `/media/`. Pure: no database, no clock.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/** The parsed Markdown, for readers of its structure (the plain text of a mail, its links). */
export function parseMarkdown(source: string) {
  return markdown.parse(source, {});
}

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
 * Where headings land: `section` text sits under the page section's own h2, so `#` and `##` become
 * h3 and smaller ones h4 and the page's heading order never skips a level; `mail` text has no
 * heading above it, so `#` and `##` become h2 (the allow-list keeps h2 to h4).
 */
export type HeadingPlace = 'section' | 'mail';

function placeHeadings(html: string, place: HeadingPlace): string {
  const top = place === 'section' ? 3 : 2;
  return html.replace(/<(\/?)h([1-6])>/g, (_match, slash: string, level: string) => {
    const placed = Math.min(Math.max(Number(level) + top - 2, top), 4);
    return `<${slash}h${placed}>`;
  });
}

/** Removes every tag and attribute outside the allow-list from HTML (from any source). */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, allowList);
}

/** Gives each link and picture of already safe HTML the address `to` makes of it. */
function readdress(html: string, to: (address: string, kind: 'link' | 'picture') => string): string {
  return sanitizeHtml(html, {
    allowedTags: allowList.allowedTags,
    allowedAttributes: allowList.allowedAttributes,
    allowedSchemes: safeLinkSchemes,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: to(attribs.href ?? '', 'link') } }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: to(attribs.src ?? '', 'picture') },
      }),
    },
  });
}

export interface MarkdownOptions {
  headings?: HeadingPlace;
  /**
   * The address a link or picture carries once the allow-list has passed it (a mail's absolute
   * address, its click counter): the allow-list judges what the author wrote.
   */
  address?: (address: string, kind: 'link' | 'picture') => string;
}

/** Markdown as the safe HTML the public page or the mail shows. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const safe = sanitiseHtml(placeHeadings(markdown.render(source), options.headings ?? 'section'));
  return (options.address ? readdress(safe, options.address) : safe).trim();
}
