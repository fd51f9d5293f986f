import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConsignBand } from '../components/consign-band';
import { HomeHero } from '../components/home-hero';
import { ServiceCards } from '../components/service-cards';
import { TrustPoints } from '../components/trust-points';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHero />
      <ServiceCards />
      <TrustPoints />
      <ConsignBand />
    </>
  );
}
