import type { LegalDocument } from './legal-document';

/** Default text of the terms and conditions: version 1 of the CMS page, which staff edit in /admin/cms. */
export const termsAndConditions: LegalDocument = {
  title: 'Terms and conditions',
  intro:
    'These terms apply to every auction and sale run by Harbourside Auctions of Dartmouth, Nova Scotia, online or live. Each auction may add its own terms, such as its buyer’s premium, payment deadline and pickup dates; where they differ, the auction’s own terms apply. By registering or bidding you accept these terms.',
  sections: [
    {
      id: 'registration',
      heading: 'Registration',
      paragraphs: [
        'You must be at least 18 years old and give accurate information to register. You are responsible for every bid placed with your account, so keep your password private. We may refuse or cancel a registration, or ask for a deposit or identification before you bid.',
      ],
    },
    {
      id: 'bidding',
      heading: 'Bidding',
      paragraphs: [
        'Every bid is a binding offer to buy the lot at that price plus the buyer’s premium and taxes. A bid cannot be withdrawn once it is accepted.',
        'In timed auctions you may enter a maximum bid; the system bids for you in increments only as much as needed to keep you in the lead, up to your maximum. A bid in the last minutes of a lot may extend its closing time so that others can respond.',
        'Some lots have a reserve price, which is never disclosed. A lot whose bidding does not reach its reserve is not sold. In live auctions the auctioneer’s decision on the winning bid is final.',
      ],
    },
    {
      id: 'buyers-premium-and-taxes',
      heading: 'Buyer’s premium and taxes',
      paragraphs: [
        'A buyer’s premium, stated as a percentage in each auction’s terms, is added to the winning bid (the hammer price) of every lot.',
        'Harmonized Sales Tax (HST) at the rate in force in Nova Scotia is charged on the hammer price and the buyer’s premium, unless you give us a valid exemption certificate before the invoice is issued. Other fees, such as handling or shipping, are shown on your invoice.',
      ],
    },
    {
      id: 'as-is-where-is',
      heading: 'Condition: as is, where is',
      paragraphs: [
        'Every lot is sold as is, where is, with no warranty of any kind. We describe lots carefully and in good faith, but descriptions, measurements and photographs are a guide, not a guarantee. We encourage you to attend a preview or inspection before bidding.',
        'Sales are final. No refunds or exchanges are made, except where a lot was materially misdescribed and you tell us in writing before removing it from our premises.',
      ],
    },
    {
      id: 'payment',
      heading: 'Payment',
      paragraphs: [
        'Invoices are sent by e-mail when an auction closes and must be paid in full by the deadline in the auction’s terms. We accept cash, debit, Interac e-Transfer and credit card; certified cheques may be accepted by arrangement.',
        'Items remain the property of the seller until paid in full. If an invoice is not paid on time we may cancel the sale, resell the lots, charge any loss to you and suspend your account.',
      ],
    },
    {
      id: 'pickup',
      heading: 'Pickup and removal',
      paragraphs: [
        'Paid lots must be picked up during the pickup times set for the auction, at the address stated in its terms. Bring your invoice and photo identification. You are responsible for packing, loading and transporting your items, and for bringing the help and equipment large items need.',
        'Lots not picked up by the final pickup date may be charged storage or treated as abandoned and disposed of without refund, as the auction’s terms state. Risk passes to you when the lot is sold.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limits of our liability',
      paragraphs: [
        'We act as agent for the sellers. Our total liability for any claim about a lot is limited to the amount you paid for it. We are not responsible for interruptions of the website or of a live stream, or for bids that are not received because of a technical problem.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and changes',
      paragraphs: [
        'These terms are governed by the laws of Nova Scotia and the federal laws of Canada that apply there. We may update these terms; the version shown when you bid applies to that bid.',
      ],
    },
  ],
};
