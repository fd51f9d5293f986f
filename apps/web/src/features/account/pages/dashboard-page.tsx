import { adminAreaRoles } from '@auction/contracts';
import { greetingName, hasAnyRole } from '@auction/domain';
import { ArrowRight, Shield } from 'lucide-react';
import { Link } from 'react-router';
import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConsignorPart } from '../../consignor-portal/public';
import { SavedSearchesSection } from '../../search/public';
import { AccountSummary } from '../components/account-summary';
import { InvoicesSummary } from '../components/invoices-summary';
import { MyLotsSections } from '../components/my-lots-sections';
import { VerifyEmailBanner } from '../components/verify-email-banner';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AccountPageFrame title={`Welcome, ${greetingName(user)}`} summary="Your account at a glance.">
      {user.email_verified_at === null && <VerifyEmailBanner email={user.email} />}
      {hasAnyRole(user.roles, adminAreaRoles) && (
        <Link to="/admin" className={buttonClasses('secondary', 'md', 'w-full sm:w-auto')}>
          <span className="inline-flex items-center gap-2">
            <Shield aria-hidden="true" className="size-4" /> Go to the admin panel
          </span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
      <ConsignorPart roles={user.roles} />
      <MyLotsSections />
      <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
        <AccountSummary user={user} />
        <InvoicesSummary />
      </div>
      <SavedSearchesSection />
    </AccountPageFrame>
  );
}
