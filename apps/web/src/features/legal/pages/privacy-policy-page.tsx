import { LegalPage } from '../components/legal-page';
import { privacyPolicy } from '../privacy-policy';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
