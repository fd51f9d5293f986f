import { Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCompanyProfile } from '../../site/api/company-profile';
import { usePublicSettings } from '../../site/api/public-settings';
import { ContactFact, contactLinkClass as link } from '../../site/components/contact-fact';
import { formatHours } from '../../site/format-hours';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  useDocumentTitle('Contact us');
  const settings = usePublicSettings();
  const company = useCompanyProfile();
  return (
    <>
      <PageHeader eyebrow="Contact" title="Talk to Harbourside Auctions">
        Questions about a lot, an invoice or a pickup, or about selling with us? Send a message and we will
        reply within one business day.
      </PageHeader>
      <Container className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[1.5fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Send us a message</h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </Card>
        <Card className="space-y-6 p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Visit or call</h2>
          <ContactFact icon={MapPin} title="Address">
            {settings.company_address}
          </ContactFact>
          <ContactFact icon={Phone} title="Phone">
            <a className={link} href={`tel:${settings.contact_phone}`}>
              {settings.contact_phone}
            </a>
          </ContactFact>
          <ContactFact icon={Mail} title="E-mail">
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
    </>
  );
}
