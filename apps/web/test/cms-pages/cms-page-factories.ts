import type { CmsPublicSection, PublicCmsPage } from '@auction/contracts';

/** A published CMS page as `GET /api/pages` answers it. */
export function buildCmsPage(path: string, title: string, sections: CmsPublicSection[]): PublicCmsPage {
  return {
    path,
    title,
    seo_title: '',
    seo_description: '',
    sections,
    published_at: '2026-11-20T12:00:00.000Z',
  };
}

export const cmsHomePage = buildCmsPage('/', 'Home', [
  { key: 'hero', heading: 'Auctions from the CMS', html: '<p>Words staff wrote.</p>' },
  {
    key: 'how_bidding_works',
    heading: 'How bidding works',
    html: '<ol><li><strong>Register once.</strong> Free.</li></ol>',
  },
  { key: 'services', heading: 'Four kinds of sale', html: '<p>Intro.</p>' },
  { key: 'why_us', heading: 'Why us', html: '<ul><li><strong>Local.</strong> In Dartmouth.</li></ul>' },
]);
