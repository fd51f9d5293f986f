import { clsx } from 'clsx';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/** Readable defaults for the HTML a section's Markdown makes: paragraphs, lists, links, tables. */
export const cmsProse =
  'space-y-4 leading-relaxed [&_a]:font-medium [&_a]:text-harbour-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-harbour-300 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_table]:w-full [&_table]:text-left [&_td]:border-t [&_td]:border-slate-200 [&_td]:py-2 [&_th]:py-2 [&_ul]:list-disc [&_ul]:pl-6 dark:[&_td]:border-slate-700';

/**
 * A section's HTML, rendered and sanitised by the server when it was saved (decision 0047): no
 * script, no event handler, only safe link and picture addresses, so it is set as it comes.
 * Links to the site's own pages move within the app instead of reloading it.
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    // The server's own files (pictures, API answers) load as they are, not as app pages.
    if (!href?.startsWith('/') || href.startsWith('//') || /^\/(media|api)\//.test(href)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    navigate(href);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside keep their own keyboard behaviour; this only routes their clicks.
    // biome-ignore lint/a11y/noStaticElementInteractions: as above, a delegated click for the links inside.
    <div
      className={clsx(cmsProse, className)}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server against an allow-list.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
