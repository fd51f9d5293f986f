import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { usePublicSettings } from '../../site/public';

export function ConsignBand() {
  const settings = usePublicSettings();
  return (
    <section className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-8 rounded-2xl bg-brass-100 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between dark:bg-slate-900 dark:ring-1 dark:ring-brass-700/50">
          <div className="max-w-2xl">
            <h2 className="text-3xl font-semibold">Settling an estate or closing a business?</h2>
            <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
              Tell us what you have. We will explain how a sale would work, what it costs and when you would
              be paid.
            </p>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClasses('primary', 'lg')}>
              Talk to us about selling
            </Link>
            <a href={`tel:${settings.contact_phone}`} className={buttonClasses('secondary', 'lg')}>
              <Phone aria-hidden="true" className="size-4" />
              {settings.contact_phone}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
