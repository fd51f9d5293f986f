import type { AdminSettings } from '@auction/contracts';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';
import { parseMarkdown, renderMarkdown } from '../cms/cms-markdown';
import { markdownText } from '../cms/markdown-text';
import { marketingFooter } from '../marketing-consent/marketing-footer';
import { unsubscribeLink } from '../marketing-consent/unsubscribe-links';
import { clickUrl, openPixelUrl } from './campaign-tracking';

/**
 * A campaign's Markdown goes through the CMS's renderer and allow-list (raw HTML escaped, no
 * script, style or frame, links only to safe schemes), so staff can write headings, lists, links
 * and emphasis but nothing that runs; the plain-text part is read from the same Markdown. A mail is
 * read away from the site, so a link or picture on the site's own path gets the public address.
 * The layout is the one of the house's other mails.
 */

/** `/auctions` on the public site as the address a mail can carry; other addresses as they are. */
export function campaignAddress(publicUrl: string, address: string): string {
  if (address.startsWith('/') && !address.startsWith('//')) return `${publicUrl}${address}`;
  if (address.startsWith('?') || address.startsWith('#')) return `${publicUrl}/${address}`;
  return address;
}

/** Every link the message's body holds, as its mail carries it: the only targets a click may reach. */
export function campaignLinks(bodyMarkdown: string, publicUrl: string): Set<string> {
  const links = new Set<string>();
  const walk = (tokens: ReturnType<typeof parseMarkdown>) => {
    for (const token of tokens) {
      if (token.type === 'link_open') {
        const href = token.attrGet('href');
        if (href) links.add(campaignAddress(publicUrl, String(href)));
      }
      if (token.children) walk(token.children);
    }
  };
  walk(parseMarkdown(bodyMarkdown));
  return links;
}

/** The body as HTML and as text, its links absolute and, when tracking is on, passing the counter. */
function body(bodyMarkdown: string, publicUrl: string, track?: (url: string) => string) {
  const absolute = (address: string) => campaignAddress(publicUrl, address);
  const html = renderMarkdown(bodyMarkdown, {
    headings: 'mail',
    address: (address, kind) => (track && kind === 'link' ? track(absolute(address)) : absolute(address)),
  });
  return { html, text: markdownText(bodyMarkdown, absolute) };
}

type FooterSettings = Pick<AdminSettings, 'site_name' | 'address' | 'contact_email' | 'contact_phone'>;

function layout(siteName: string, inner: string, footer: string, pixel: string | null): string {
  const image = pixel ? `\n<img src="${escapeHtml(pixel)}" width="1" height="1" alt="">` : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${inner}\n<p>${escapeHtml(siteName)}</p>\n${footer}${image}</body></html>`;
}

/** The message as the campaign page previews it: the body in the layout, without a footer. */
export function renderPreview(siteName: string, subject: string, bodyMarkdown: string, publicUrl: string) {
  const { html, text } = body(bodyMarkdown, publicUrl);
  return { subject, html: layout(siteName, html, '', null), text: `${text}\n\n${siteName}` };
}

export interface CampaignForMail {
  id: string;
  subject: string;
  body_markdown: string;
  track_engagement: boolean;
}

/**
 * One person's mail: the body, the house's address and an unsubscribe link that names them and the
 * campaign, the `List-Unsubscribe` headers, and, only when tracking is on, a pixel and links that
 * pass by the click counter.
 */
export function personalMail(input: {
  campaign: CampaignForMail;
  recipient: { userId: string; email: string };
  settings: FooterSettings;
  publicUrl: string;
  secret: string;
  subjectPrefix?: string;
}): NewMail & { headers: Record<string, string> } {
  const { campaign, recipient, settings, publicUrl, secret } = input;
  const subject = { campaignId: campaign.id, userId: recipient.userId };
  const unsubscribe = unsubscribeLink(publicUrl, secret, subject);
  const footer = marketingFooter(settings, unsubscribe);
  const track = campaign.track_engagement
    ? (url: string) => clickUrl(publicUrl, secret, subject, url)
    : undefined;
  const message = body(campaign.body_markdown, publicUrl, track);
  const pixel = campaign.track_engagement ? openPixelUrl(publicUrl, secret, subject) : null;
  return {
    to: recipient.email,
    subject: `${input.subjectPrefix ?? ''}${campaign.subject}`,
    text: `${message.text}\n\n${settings.site_name}\n\n${footer.text}`,
    html: layout(settings.site_name, message.html, footer.html, pixel),
    headers: unsubscribe.headers,
  };
}
