import { formatHours } from '@auction/domain';
import { Clock, Mail, MapPin, Phone, Truck } from 'lucide-react';
import { useCompanyProfile } from '../api/company-profile';
import { usePublicSettings } from '../api/public-settings';
import { ContactFact, contactLinkClass as link } from './contact-fact';

/** Address, phone, e-mail, office and pickup hours from settings; the parent lays them out. */
export function ContactFacts() {
  const settings = usePublicSettings();
  const company = useCompanyProfile();
  return (
    <>
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
    </>
  );
}
