import { AccountPageFrame } from '../../../components/ui/account-page-frame';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth/use-auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AlertsSection } from '../../alerts/public';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';
import { SavedCardsSection } from '../components/saved-cards-section';

export function ProfilePage() {
  useDocumentTitle('Your profile');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AccountPageFrame
      title="Your profile"
      summary="Keep your contact details up to date so invoices and pickups go smoothly."
    >
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Personal details</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Signed in as {user.email}</p>
        <div className="mt-6">
          <ProfileForm key={user.id} user={user} />
        </div>
      </Card>
      <AlertsSection />
      <SavedCardsSection />
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold">Change password</h2>
        <div className="mt-6 max-w-md">
          <ChangePasswordForm />
        </div>
      </Card>
    </AccountPageFrame>
  );
}
