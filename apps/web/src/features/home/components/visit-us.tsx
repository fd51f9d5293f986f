import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { ContactFacts, contactLinkClass as link, useCompanyProfile } from '../../site/public';

/** The home page's contact details and hours, from settings (spec section 9 defaults). */
export function VisitUs() {
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
          <ContactFacts />
        </Card>
      </Container>
    </section>
  );
}
