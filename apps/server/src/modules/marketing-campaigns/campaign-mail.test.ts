import { randomUUID } from 'node:crypto';
import type { Campaign } from '@auction/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltUser, buildUser, tokenFor } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { OutgoingMail } from '../../mail/mail-transport';

// The mails leave through a fake SMTP transport, so the test reads them as a mail program would.
const sent: OutgoingMail[] = [];
let t: TestApp;
let admin: BuiltUser;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ deps: { mailTransport: { sendMail: async (mail) => void sent.push(mail) } } });
  admin = await buildUser(t, { roles: ['Admin', 'Bidder'] });
  adminToken = await tokenFor(t, admin);
});
afterAll(() => t.close());

const body = [
  '# Autumn at the saleroom',
  '',
  'A **40-year** collection of _marine_ brass. [See the lots](/auctions)',
  '',
  '- Ship’s bells',
  '- Sextants',
].join('\n');

async function testSend(trackEngagement: boolean): Promise<OutgoingMail> {
  const created = await t.request<Campaign>({
    method: 'POST',
    url: '/api/admin/marketing/campaigns',
    token: adminToken,
    payload: {
      name: `Brass ${randomUUID().slice(0, 6)}`,
      subject: 'Autumn at the saleroom',
      body_markdown: body,
      audience: { kind: 'all_opted_in' },
      track_engagement: trackEngagement,
    },
  });
  sent.length = 0;
  await t.request({
    method: 'POST',
    url: `/api/admin/marketing/campaigns/${created.body.id}/test-send`,
    token: adminToken,
  });
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  const [mail] = sent;
  if (!mail) throw new Error('no mail was sent');
  return mail;
}

describe('a campaign mail as it is sent', () => {
  it('has an HTML part made from the Markdown and a plain-text part, with the site’s link absolute', async () => {
    const mail = await testSend(false);
    expect(mail.to).toBe(admin.email);
    const auctions = `${t.config.publicUrl}/auctions`;

    expect(mail.html).toContain('<h2>Autumn at the saleroom</h2>');
    expect(mail.html).toContain('A <strong>40-year</strong> collection of <em>marine</em> brass.');
    expect(mail.html).toContain(`<a href="${auctions}">See the lots</a>`);
    expect(mail.html).toContain('<li>Sextants</li>');
    expect(mail.html).not.toContain('href="/');
    expect(mail.html).not.toContain('**');

    expect(mail.text).toContain(
      `Autumn at the saleroom\n\nA 40-year collection of marine brass. See the lots (${auctions})\n\n- Ship’s bells\n- Sextants`,
    );
    expect(mail.text).not.toMatch(/\*\*|\]\(|^#/m);
    // The footer's unsubscribe link was absolute already; it stays in both parts.
    expect(mail.text).toContain(`${t.config.publicUrl}/unsubscribe?token=`);
  });

  it('counts a click on the site’s own link and leads to its absolute address', async () => {
    const mail = await testSend(true);
    const link = mail.html
      .match(/href="([^"]+\/api\/marketing\/click\/[^"]+)"/)?.[1]
      ?.replaceAll('&amp;', '&');
    if (!link) throw new Error(`no counted link in ${mail.html}`);
    expect(new URL(link).searchParams.get('url')).toBe(`${t.config.publicUrl}/auctions`);
    const clicked = await t.request({ method: 'GET', url: link.replace(t.config.publicUrl, '') });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.location).toBe(`${t.config.publicUrl}/auctions`);
  });
});
