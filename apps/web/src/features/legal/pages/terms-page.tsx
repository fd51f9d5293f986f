import { LegalPage } from '../components/legal-page';
import { termsAndConditions } from '../terms';

export function TermsPage() {
  return <LegalPage document={termsAndConditions} />;
}
