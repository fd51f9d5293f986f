import { eq } from 'drizzle-orm';
import { systemClock } from '../clock';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createCmsRepository } from '../modules/cms/cms.repository';
import { createCmsService } from '../modules/cms/cms.service';

const faqSections = [
  {
    key: 'body',
    heading: 'Buying',
    markdown: [
      '## Do I pay a buyer’s premium?',
      'Yes. Each auction’s terms state its buyer’s premium, added to the hammer price with HST. See our [terms and conditions](/terms-conditions).',
      '## When do I pick up what I won?',
      'Your invoice names the pickup days. Bring it and photo ID to our Dartmouth location; book a time from the invoice page.',
      '## Can I bid from my phone?',
      'Yes. Every timed auction and live webcast works on a phone. [Browse the auctions](/auctions).',
    ].join('\n\n'),
  },
];

const aboutIntroDraft =
  'Harbourside Auctions sells estates, business assets, equipment and retail stock for families and companies across Nova Scotia and the Atlantic provinces.';

/**
 * The demo's CMS (decision 0047): the built-in pages as first published, a custom `/faq` page
 * published by the demo Admin, and a draft change on the about page by the demo Staff member, so
 * a newcomer sees a page with history waiting to be published or restored.
 */
export async function seedCmsPages(db: Database): Promise<void> {
  const cms = createCmsService({ db, clock: systemClock, pages: createCmsRepository(db) });
  await cms.ensureBuiltInPages();
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const adminId = await idOf('admin@harbourside.example');
  const staffId = await idOf('staff@harbourside.example');
  if (!adminId || !staffId) return;

  const pages = await cms.list();
  if (!pages.some((page) => page.path === '/faq')) {
    const faq = await cms.create({ path: '/faq', title: 'Frequently asked questions' }, { id: adminId });
    const saved = await cms.saveDraft(
      faq.id,
      {
        title: 'Frequently asked questions',
        seo_title: 'Frequently asked questions · Harbourside Auctions',
        seo_description:
          'Buyer’s premium, pickup and bidding from a phone: short answers to what bidders ask most.',
        sections: faqSections,
      },
      { id: adminId },
    );
    await cms.publish(faq.id, saved.draft.version, { id: adminId });
  }

  const about = pages.find((page) => page.path === '/about');
  if (about && about.draft_version === 1) {
    const detail = await cms.detail(about.id);
    await cms.saveDraft(
      about.id,
      {
        title: detail.draft.title,
        seo_title: detail.draft.seo_title,
        seo_description: detail.draft.seo_description,
        sections: detail.draft.sections.map(({ key, heading, markdown }) => ({
          key,
          heading,
          markdown: key === 'intro' ? aboutIntroDraft : markdown,
        })),
      },
      { id: staffId },
    );
  }
}
