import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/container';
import { usePublicSettings } from '../../features/site/api/public-settings';

const serviceLinks = [
  { to: '/services#estate', label: 'Estate auctions' },
  { to: '/services#business', label: 'Business liquidations' },
  { to: '/services#equipment', label: 'Equipment sales' },
  { to: '/services#retail', label: 'Retail overstock' },
];

const companyLinks = [
  { to: '/auctions', label: 'Auctions' },
  { to: '/auctions/past', label: 'Past auctions' },
  { to: '/about', label: 'About us' },
  { to: '/contact', label: 'Contact' },
];

// On a phone each link is a full 44 px row (the list loses its gaps instead).
const linkClasses =
  'inline-flex min-h-11 items-center text-harbour-100 hover:text-white hover:underline sm:min-h-0';

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-brass-300 uppercase">{title}</h2>
      <ul className="mt-2 text-sm sm:mt-4 sm:space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const settings = usePublicSettings();
  return (
    <footer className="on-dark bg-harbour-950 text-harbour-100">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <p className="font-display text-xl font-semibold text-white">{settings.site_name}</p>
          <ul className="space-y-1 text-sm sm:space-y-3">
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brass-300" />
              <span>{settings.company_address}</span>
            </li>
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-3.5 size-4 shrink-0 text-brass-300 sm:mt-0.5" />
              <a href={`tel:${settings.contact_phone}`} className={linkClasses}>
                {settings.contact_phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-3.5 size-4 shrink-0 text-brass-300 sm:mt-0.5" />
              <a href={`mailto:${settings.contact_email}`} className={`${linkClasses} break-all`}>
                {settings.contact_email}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={serviceLinks} />
        <LinkColumn title="Company" links={companyLinks} />
        <LinkColumn
          title="Legal"
          links={[
            { to: '/privacy-policy', label: 'Privacy policy' },
            { to: '/terms-conditions', label: 'Terms and conditions' },
          ]}
        />
      </Container>
      <div className="border-t border-harbour-800">
        <Container className="flex flex-col gap-2 py-6 text-xs text-harbour-200 sm:flex-row sm:justify-between">
          <p>
            © {new Date().getFullYear()} {settings.site_name}. All rights reserved.
          </p>
          <p>Serving Nova Scotia and the Atlantic provinces.</p>
        </Container>
      </div>
    </footer>
  );
}
