import { MapPin, Receipt, Smartphone, Truck } from 'lucide-react';
import { Container } from '../../../components/ui/container';

const points = [
  {
    icon: MapPin,
    title: 'Local and accountable',
    text: 'Based in Dartmouth and serving Nova Scotia and the Atlantic provinces. You can call us, and you can visit us.',
  },
  {
    icon: Receipt,
    title: 'Clear fees',
    text: 'The buyer’s premium and HST are stated in each auction’s terms, so the price you bid is never a surprise.',
  },
  {
    icon: Smartphone,
    title: 'Bid from anywhere',
    text: 'Timed auctions and live webcasts built for phones, with instant outbid notices and a watchlist.',
  },
  {
    icon: Truck,
    title: 'Organised pickup',
    text: 'Scheduled pickup windows at our Dartmouth location, with help loading larger items.',
  },
];

export function TrustPoints() {
  return (
    <section
      aria-labelledby="why-harbourside"
      className="border-y border-slate-200 bg-white py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900"
    >
      <Container>
        <h2 id="why-harbourside" className="max-w-2xl text-3xl font-semibold">
          Why bidders and sellers choose Harbourside
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Icon aria-hidden="true" className="size-7 text-brass-600 dark:text-brass-300" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
