import type { AdminSettings } from '@auction/contracts';
import { escapeHtml } from '../../html';
import { oneLineAddress } from '../settings/settings.service';
import type { UnsubscribeLink } from './unsubscribe-links';

export interface MarketingFooter {
  text: string;
  html: string;
}

/**
 * The end of every marketing mail, as Canada's anti-spam law asks: who sends it (the house's name
 * and postal address, and how to reach it), why the person gets it, and a way to unsubscribe that
 * works without signing in. The campaign sender appends it to each recipient's mail.
 */
export function marketingFooter(
  settings: Pick<AdminSettings, 'site_name' | 'address' | 'contact_email' | 'contact_phone'>,
  link: Pick<UnsubscribeLink, 'pageUrl'>,
): MarketingFooter {
  const sender = `${settings.site_name}, ${oneLineAddress(settings.address)}`;
  const contact = [settings.contact_email, settings.contact_phone].filter(Boolean).join(' · ');
  const why = `You get this e-mail because you agreed to receive news about auctions from ${settings.site_name}.`;
  const unsubscribe = 'To stop these e-mails, unsubscribe here (no sign-in needed):';
  const text = ['--', sender, contact, why, `${unsubscribe} ${link.pageUrl}`].filter(Boolean).join('\n');
  const small = 'font-size:12px;color:#555;line-height:1.5';
  const html = [
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">`,
    `<p style="${small}">${escapeHtml(sender)}${contact ? `<br>${escapeHtml(contact)}` : ''}</p>`,
    `<p style="${small}">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(link.pageUrl)}" style="color:#0f2a44">Unsubscribe</a> (no sign-in needed).</p>`,
  ].join('\n');
  return { text, html };
}
