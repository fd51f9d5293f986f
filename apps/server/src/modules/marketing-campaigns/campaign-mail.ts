import type { AdminSettings } from '@auction/contracts';
import MarkdownIt from 'markdown-it';
import { escapeHtml } from '../../html';
import type { NewMail } from '../../mail/outbox.repository';
import { sanitiseHtml } from '../cms/cms-markdown';
import { marketingFooter } from '../marketing-consent/marketing-footer';
import { unsubscribeLink } from '../marketing-consent/unsubscribe-links';
import { clickUrl, openPixelUrl } from './campaign-tracking';

/**
 * A campaign's Markdown becomes the mail's HTML with raw HTML switched off (markdown-it escapes
 * it), then passes the CMS's allow-list (no script, style or frame, links only to safe schemes),
 * so staff can write headings, lists, links and emphasis but nothing that runs. The layout is the
 * one of the house's other mails.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));

type RenderEnv = { rewrite?: (href: string) => string };
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href');
  const rewrite = (env as RenderEnv).rewrite;
  if (token && href && rewrite) token.attrSet('href', rewrite(String(href)));
  return defaultLinkOpen(tokens, index, options, env, self);
};

/** Every link the message's body holds, as its HTML carries it: the only targets a click may reach. */
export function campaignLinks(bodyMarkdown: string): Set<string> {
  const links = new Set<string>();
  const walk = (tokens: ReturnType<typeof markdown.parse>) => {
    for (const token of tokens) {
      if (token.type === 'link_open') {
        const href = token.attrGet('href');
        if (href) links.add(String(href));
      }
      if (token.children) walk(token.children);
    }
  };
  walk(markdown.parse(bodyMarkdown, {}));
  return links;
}

/** The body's HTML: a `#` heading becomes the mail's h2 (the allow-list keeps h2 to h4), then sanitised. */
function bodyHtml(bodyMarkdown: string, env: RenderEnv): string {
  const html = markdown.render(bodyMarkdown, env).replace(/<(\/?)h1>/g, '<$1h2>');
  return sanitiseHtml(html);
}

type FooterSettings = Pick<AdminSettings, 'site_name' | 'address' | 'contact_email' | 'contact_phone'>;

function layout(siteName: string, inner: string, footer: string, pixel: string | null): string {
  const image = pixel ? `\n<img src="${escapeHtml(pixel)}" width="1" height="1" alt="">` : '';
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">\n${inner}\n<p>${escapeHtml(siteName)}</p>\n${footer}${image}</body></html>`;
}

/** The message as the campaign page previews it: the body in the layout, without a footer. */
export function renderPreview(siteName: string, subject: string, bodyMarkdown: string) {
  const html = layout(siteName, bodyHtml(bodyMarkdown, {}), '', null);
  return { subject, html, text: `${bodyMarkdown}\n\n${siteName}` };
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
  const env: RenderEnv = campaign.track_engagement
    ? { rewrite: (href) => clickUrl(publicUrl, secret, subject, href) }
    : {};
  const inner = bodyHtml(campaign.body_markdown, env);
  const pixel = campaign.track_engagement ? openPixelUrl(publicUrl, secret, subject) : null;
  return {
    to: recipient.email,
    subject: `${input.subjectPrefix ?? ''}${campaign.subject}`,
    text: `${campaign.body_markdown}\n\n${settings.site_name}\n\n${footer.text}`,
    html: layout(settings.site_name, inner, footer.html, pixel),
    headers: unsubscribe.headers,
  };
}
