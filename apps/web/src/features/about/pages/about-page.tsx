import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';

const values = [
  {
    title: 'Honest descriptions',
    text: 'We photograph and describe every lot plainly, flaws included, so you can bid with confidence.',
  },
  {
    title: 'Open bidding',
    text: 'Every bid is recorded. Reserves are never shown, but you always see when one has not been met.',
  },
  {
    title: 'Fair to sellers',
    text: 'Consignors get a clear agreement before the sale and a statement of every lot after it.',
  },
];

export function AboutPage() {
  useDocumentTitle('About us');
  return (
    <>
      <PageHeader eyebrow="About us" title="A Nova Scotia auction house">
        Harbourside Auctions sells estates, business assets, equipment and retail stock for people and
        companies across the Atlantic provinces.
      </PageHeader>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <h2 className="text-2xl font-semibold">What we do</h2>
          <p>
            We run timed online auctions that close lot by lot, and live webcast auctions where you can bid
            from home against the room. Bidders mostly join us from their phones, so everything we build works
            well on a small screen.
          </p>
          <p>
            When a family settles an estate, a business closes or a retailer clears stock, we take care of the
            whole sale: cataloguing, photography, marketing, bidding, invoicing, pickup and the seller’s
            statement.
          </p>
          <p>
            We are based in Dartmouth, Nova Scotia, and most of our sales are picked up here. If you have a
            question about a lot, a payment or a pickup, call or write to us and a person will answer.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Link to="/services" className={buttonClasses('primary', 'lg')}>
              Our services
            </Link>
            <Link to="/contact" className={buttonClasses('secondary', 'lg')}>
              Contact us
            </Link>
          </div>
        </div>
        <div className="space-y-4">
          {values.map((value) => (
            <Card key={value.title} className="p-6">
              <h3 className="text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{value.text}</p>
            </Card>
          ))}
        </div>
      </Container>
    </>
  );
}
