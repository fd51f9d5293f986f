import { Clock, MapPin, Phone, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { useCompanyProfile } from '../../site/api/company-profile';
import { usePublicSettings } from '../../site/api/public-settings';
import { ContactFact, contactLinkClass as link } from '../../site/components/contact-fact';
import { formatHours } from '../../site/format-hours';

/** The home page's contact details and hours, from settings (spec section 9 defaults). */
export function VisitUs() {
  const settings = usePublicSettings();
  const company = useCompanyProfile();
  return (
    <section aria-labelledby="visit-us" className="py-16 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
            Visit or call
          </p>
          <h2 id="visit-us" className="mt-2 text-3xl font-semibold">
            Find us in Dartmouth
          </h2>
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Preview lots, pick up your purchases or talk to us about selling. We serve{' '}
            {company.area_served.join(', ')}.
          </p>
          <Link to="/contact" className={`mt-4 inline-block font-medium ${link}`}>
            Send us a message
          </Link>
        </div>
        <Card className="grid gap-6 p-6 sm:grid-cols-2 sm:p-8">
          <ContactFact icon={MapPin} title="Address">
            {settings.company_address}
          </ContactFact>
          <ContactFact icon={Phone} title="Phone and e-mail">
            <a className={link} href={`tel:${settings.contact_phone}`}>
              {settings.contact_phone}
            </a>
            <br />
            <a className={`${link} break-all`} href={`mailto:${settings.contact_email}`}>
              {settings.contact_email}
            </a>
          </ContactFact>
          <ContactFact icon={Clock} title="Office hours">
            {formatHours(company.opening_hours).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </ContactFact>
          <ContactFact icon={Truck} title="Pickup hours">
            {formatHours(company.pickup_hours).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </ContactFact>
        </Card>
      </Container>
    </section>
  );
}
