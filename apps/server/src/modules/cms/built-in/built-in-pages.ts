import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms';

/** A page's first version as the house wrote it, before anyone edits it in the CMS. */
export interface BuiltInPage {
  path: string;
  title: string;
  seo_title: string;
  seo_description: string;
  sections: { key: string; heading: string; markdown: string }[];
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

const home: BuiltInPage = {
  path: '/',
  title: 'Home',
  seo_title: '',
  seo_description: '',
  sections: [
    {
      key: 'hero',
      heading: 'Estate, business and equipment auctions you can trust.',
      markdown:
        'Bid from your phone in timed online auctions or join our live webcast sales. Every lot is described honestly, fees are clear before you bid, and pickup is close to home.',
    },
    {
      key: 'how_bidding_works',
      heading: 'How bidding works',
      markdown: paragraphs(
        [
          '1. **Register once.** Create a free account and confirm your e-mail address.',
          '2. **Bid your way.** Place bids on your phone in timed auctions, or join a live webcast sale.',
          '3. **Pay and pick up.** Receive one clear invoice, pay, and collect in Dartmouth at a scheduled time.',
        ].join('\n'),
        'Registration is free.',
      ),
    },
    {
      key: 'services',
      heading: 'Four kinds of sale, one careful team',
      markdown:
        'Estate auctions, business liquidations, equipment sales and retail overstock: we plan, catalogue, market and run each sale.',
    },
    {
      key: 'why_us',
      heading: 'Why bidders and sellers choose Harbourside',
      markdown: [
        '- **Local and accountable.** Based in Dartmouth and serving Nova Scotia and the Atlantic provinces. You can call us, and you can visit us.',
        '- **Clear fees.** The buyer’s premium and HST are stated in each auction’s terms, so the price you bid is never a surprise.',
        '- **Bid from anywhere.** Timed auctions and live webcasts built for phones, with instant outbid notices and a watchlist.',
        '- **Organised pickup.** Scheduled pickup windows at our Dartmouth location, with help loading larger items.',
      ].join('\n'),
    },
  ],
};

const services: BuiltInPage = {
  path: '/services',
  title: 'Auction services for every kind of sale',
  seo_title: 'Auction services',
  seo_description:
    'Estate auctions, business liquidations, equipment sales and retail overstock in Nova Scotia: we plan, catalogue, market and run the sale, then pay you with a clear statement.',
  sections: [
    {
      key: 'intro',
      heading: 'Services',
      markdown:
        'From a family home to a full production floor, we plan, catalogue, market and run the sale, then pay you with a clear statement.',
    },
    {
      key: 'estate',
      heading: 'Estate auctions',
      markdown: paragraphs(
        'Careful, respectful sales of household contents, antiques, collections and vehicles for families and executors.',
        [
          '- A walk-through of the home with the family or executor',
          '- Sorting, cataloguing and photographing every lot',
          '- Timed online sale with local pickup, or an on-site sale',
          '- A settlement statement listing each lot and its price',
        ].join('\n'),
      ),
    },
    {
      key: 'business',
      heading: 'Business liquidations',
      markdown: paragraphs(
        'Fast, orderly sales of the assets of closing, moving or downsizing businesses, from office to shop floor.',
        [
          '- Quick assessment of equipment, fixtures, inventory and vehicles',
          '- Sale on your premises or at our Dartmouth location',
          '- Coordination with landlords, lenders and trustees',
          '- Buyer removal scheduled to meet your deadline',
        ].join('\n'),
      ),
    },
    {
      key: 'equipment',
      heading: 'Equipment sales',
      markdown: paragraphs(
        'Construction, marine, agricultural, restaurant and shop equipment sold to buyers across the Atlantic provinces.',
        [
          '- Detailed listings with hours, serial numbers and condition notes',
          '- Inspection days before the sale closes',
          '- Live webcast sales for high-value pieces',
          '- Reach to buyers across Nova Scotia and the Atlantic provinces',
        ].join('\n'),
      ),
    },
    {
      key: 'retail',
      heading: 'Retail overstock',
      markdown: paragraphs(
        'New-in-box, end-of-line and returned merchandise, lotted so retailers recover value quickly.',
        [
          '- Case-lot and single-unit lots to suit each product',
          '- Regular sale calendar for steady stock flow',
          '- Clear condition grades for new, open-box and returned goods',
          '- Discreet sales that protect your brand',
        ].join('\n'),
      ),
    },
  ],
};

const about: BuiltInPage = {
  path: '/about',
  title: 'A Nova Scotia auction house',
  seo_title: 'About us',
  seo_description:
    'Harbourside Auctions sells estates, business assets, equipment and retail stock for people and companies across the Atlantic provinces, from Dartmouth, Nova Scotia.',
  sections: [
    {
      key: 'intro',
      heading: 'About us',
      markdown:
        'Harbourside Auctions sells estates, business assets, equipment and retail stock for people and companies across the Atlantic provinces.',
    },
    {
      key: 'body',
      heading: 'What we do',
      markdown: paragraphs(
        'We run timed online auctions that close lot by lot, and live webcast auctions where you can bid from home against the room. Bidders mostly join us from their phones, so everything we build works well on a small screen.',
        'When a family settles an estate, a business closes or a retailer clears stock, we take care of the whole sale: cataloguing, photography, marketing, bidding, invoicing, pickup and the seller’s statement.',
        'We are based in Dartmouth, Nova Scotia, and most of our sales are picked up here. If you have a question about a lot, a payment or a pickup, call or write to us and a person will answer.',
      ),
    },
    {
      key: 'values',
      heading: 'What we stand for',
      markdown: [
        '- **Honest descriptions.** We photograph and describe every lot plainly, flaws included, so you can bid with confidence.',
        '- **Open bidding.** Every bid is recorded. Reserves are never shown, but you always see when one has not been met.',
        '- **Fair to sellers.** Consignors get a clear agreement before the sale and a statement of every lot after it.',
      ].join('\n'),
    },
  ],
};

const contact: BuiltInPage = {
  path: '/contact',
  title: 'Talk to Harbourside Auctions',
  seo_title: 'Contact us',
  seo_description:
    'Questions about a lot, an invoice or a pickup, or about selling with Harbourside Auctions in Dartmouth, Nova Scotia? Send a message, call or visit.',
  sections: [
    {
      key: 'intro',
      heading: 'Contact',
      markdown:
        'Questions about a lot, an invoice or a pickup, or about selling with us? Send a message and we will reply within one business day.',
    },
    {
      key: 'details',
      heading: 'Visit or call',
      markdown:
        'Preview lots, pick up your purchases or talk to us about selling. A person answers the phone during office hours.',
    },
  ],
};

function legalPage(path: string, legal: LegalDocument): BuiltInPage {
  return {
    path,
    title: legal.title,
    seo_title: legal.title,
    seo_description: legal.intro.slice(0, 157).replace(/\s+\S*$/, '…'),
    sections: [
      { key: 'intro', heading: 'Legal', markdown: legal.intro },
      ...legal.sections.map((section) => ({
        key: section.id,
        heading: section.heading,
        markdown: paragraphs(...section.paragraphs),
      })),
    ],
  };
}

/** The six pages the app always has (they cannot be deleted or moved, only edited). */
export const builtInPages: readonly BuiltInPage[] = [
  home,
  services,
  about,
  contact,
  legalPage('/privacy-policy', privacyPolicy),
  legalPage('/terms-conditions', termsAndConditions),
];
