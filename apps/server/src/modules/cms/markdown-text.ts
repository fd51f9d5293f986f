import { isSafeHref, parseMarkdown } from './cms-markdown';

type Token = ReturnType<typeof parseMarkdown>[number];
type Address = (href: string) => string;

/** A link's words and, after them, where it leads; a bare address is written once. */
function inlineText(tokens: Token[], address: Address): string {
  let text = '';
  let link: { href: string; start: number; bare: boolean } | null = null;
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += token.content;
    else if (token.type === 'link_open') {
      const href = String(token.attrGet('href') ?? '');
      link = isSafeHref(href) ? { href, start: text.length, bare: token.info === 'auto' } : null;
    } else if (token.type === 'link_close' && link) {
      const target = address(link.href);
      text = link.bare ? `${text.slice(0, link.start)}${target}` : `${text} (${target})`;
      link = null;
    }
  }
  return text;
}

/** What a line starts with inside a quote (`> ` on each) or a list item (its marker, then spaces). */
interface Place {
  first: string;
  rest: string;
  started: boolean;
}

const quote = (): Place => ({ first: '> ', rest: '> ', started: false });
const item = (marker: string): Place => ({ first: marker, rest: ' '.repeat(marker.length), started: false });

/**
 * The plain-text part of a mail from the same Markdown and parser as its HTML: paragraphs apart,
 * list items marked `-` or numbered, quotes marked `>`, a link as its words with the address in
 * brackets. Links the HTML would not carry are left as words; `address` makes the rest absolute.
 */
export function markdownText(source: string, address: Address = (href) => href): string {
  const places: Place[] = [];
  const lists: { ordered: boolean }[] = [];
  let text = '';
  let row: string[] | null = null;
  // A tight list hides its paragraphs: each item follows the one before on the next line.
  let tight = false;
  let apart = false;

  function write(block: string, nextLine: boolean) {
    if (text !== '') text += nextLine && !apart ? '\n' : '\n\n';
    apart = false;
    text += block
      .split('\n')
      .map((line) => {
        const prefix = places
          .map((place) => {
            const start = place.started ? place.rest : place.first;
            place.started = true;
            return start;
          })
          .join('');
        return `${prefix}${line}`.trimEnd();
      })
      .join('\n');
  }

  for (const token of parseMarkdown(source)) {
    switch (token.type) {
      case 'blockquote_open':
        places.push(quote());
        break;
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open' });
        // A list stands apart from the paragraph before it; a list inside an item does not.
        apart = lists.length === 1;
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open':
        places.push(item(lists.at(-1)?.ordered ? `${token.info}. ` : '- '));
        break;
      case 'blockquote_close':
      case 'list_item_close':
        places.pop();
        break;
      case 'paragraph_open':
        tight = token.hidden;
        break;
      case 'heading_open':
        tight = false;
        break;
      case 'inline':
        if (row) row.push(inlineText(token.children ?? [], address));
        else write(inlineText(token.children ?? [], address), tight);
        break;
      case 'table_open':
        tight = false;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        write((row ?? []).join(' | '), tight);
        tight = true;
        row = null;
        break;
      case 'code_block':
      case 'fence':
        write(token.content.replace(/\n$/, ''), false);
        break;
      case 'hr':
        write('----', false);
        break;
    }
  }
  return text;
}
