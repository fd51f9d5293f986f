import { escapeHtml } from '../html';

/** What a page's <head> says about it to search engines and link previews. */
export interface HeadTags {
  /** Without a title or description, the page keeps those of index.html. */
  title?: string;
  description?: string;
  canonical?: string;
  openGraph?: Record<string, string>;
  /** `<meta name=...>` tags besides the description: Twitter card, robots. */
  meta?: Record<string, string>;
  jsonLd?: readonly object[];
  /** The page's largest picture, fetched first and at high priority while the app's scripts load. */
  preloadImage?: { href: string; srcset: string; sizes: string };
  /**
   * The page's own scripts (paths under the site), fetched beside the entry instead of after it
   * has run: `<link rel="modulepreload">`.
   */
  modulePreloads?: readonly string[];
  /** The HTTP status of the page: 404 when the record does not exist (the app shows its not-found page). */
  status?: number;
}

/** JSON inside <script>: `<` is escaped so no text can close the script element. */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * Puts the tags into the built index.html: the existing <title> and description are replaced,
 * everything else goes right before </head>.
 */
export function injectHead(html: string, head: HeadTags): string {
  let out = html;
  const extra: string[] = [];
  if (head.description !== undefined) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    const descriptionPattern = /<meta\s+name=["']description["'][^>]*>/i;
    if (descriptionPattern.test(out)) out = out.replace(descriptionPattern, () => description);
    else extra.push(description);
  }
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    const titlePattern = /<title>[\s\S]*?<\/title>/i;
    if (titlePattern.test(out)) out = out.replace(titlePattern, () => title);
    else extra.push(title);
  }
  if (head.canonical) extra.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.preloadImage) {
    const { href, srcset, sizes } = head.preloadImage;
    extra.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}"` +
        ` imagesizes="${escapeHtml(sizes)}" fetchpriority="high" />`,
    );
  }
  for (const href of head.modulePreloads ?? []) {
    extra.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`);
  }
  for (const [property, content] of Object.entries(head.openGraph ?? {})) {
    extra.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" />`);
  }
  for (const [name, content] of Object.entries(head.meta ?? {})) {
    extra.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`);
  }
  for (const data of head.jsonLd ?? []) extra.push(jsonLdScript(data));
  if (extra.length === 0) return out;
  const block = `${extra.join('\n    ')}\n  `;
  return out.includes('</head>') ? out.replace('</head>', () => `${block}</head>`) : `${block}${out}`;
}
