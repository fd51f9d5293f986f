import type { LegalDocument } from './legal-document';

/** Default text of the privacy policy: version 1 of the CMS page, which staff edit in /admin/cms. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy policy',
  intro:
    'Harbourside Auctions respects your privacy. This policy explains what personal information we collect, why we collect it, and how we protect it, in keeping with the Personal Information Protection and Electronic Documents Act (PIPEDA) and the laws of Nova Scotia.',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'When you register we collect your name, e-mail address, password (stored only as a secure hash) and, if you choose, your phone number and mailing address.',
        'When you bid, buy or consign we keep a record of your bids, purchases, invoices, payments, pickups and, for consignors, the items you consign and the statements we issue.',
        'When you contact us we keep your message and our reply. Our servers also record technical information such as your IP address and browser type to keep the site secure.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      paragraphs: [
        'We use your information to run your account, process bids, issue invoices and statements, arrange pickup, answer your questions, prevent fraud and meet our legal and tax obligations.',
        'We send e-mails that are part of the service, such as e-mail verification, outbid notices and invoices. We send auction announcements and news only if you have agreed to receive them, as Canada’s Anti-Spam Legislation (CASL) requires, and every such message lets you unsubscribe.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When we share information',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with service providers who help us run the auctions, such as payment processors, e-mail delivery and hosting providers, under agreements that require them to protect it, and when the law requires us to.',
        'Other bidders never see your name or e-mail address: bids are shown by paddle number or an anonymised name.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'Cookies and browser storage',
      paragraphs: [
        'The site keeps your sign-in token and your light or dark theme choice in your browser’s local storage so that you stay signed in and the site looks the way you chose. We do not use advertising cookies.',
      ],
    },
    {
      id: 'retention-and-security',
      heading: 'Retention and security',
      paragraphs: [
        'We keep account and transaction records for as long as your account is open and afterwards for as long as tax and business record laws require. Information we no longer need is deleted or anonymised.',
        'We protect your information with encrypted connections, hashed passwords, access limited to staff who need it, and regular backups.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can see and correct most of your information on your profile page, and withdraw marketing consent there at any time. You may ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to close your account.',
        'If you have a concern, please contact our privacy officer first at the e-mail address shown on our contact page. If we cannot resolve it, you may complain to the Office of the Privacy Commissioner of Canada.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy. The version on this page is the one in force; important changes will be announced by e-mail to registered users.',
      ],
    },
  ],
};
