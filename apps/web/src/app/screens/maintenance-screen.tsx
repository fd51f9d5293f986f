import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePublicSettings } from '../../features/site/api/public-settings';
import { ScreenFrame } from './screen-frame';

export function MaintenanceScreen({ message }: { message: string | null }) {
  const settings = usePublicSettings();
  return (
    <ScreenFrame title="Down for scheduled maintenance">
      <p>{message || `${settings.site_name} is being updated. We'll be back shortly.`}</p>
      <p className="text-sm">
        Questions about an auction or a pickup? E-mail{' '}
        <a
          className="font-medium text-harbour-700 underline dark:text-harbour-300"
          href={`mailto:${settings.contact_email}`}
        >
          {settings.contact_email}
        </a>{' '}
        or call{' '}
        <a
          className="font-medium text-harbour-700 underline dark:text-harbour-300"
          href={`tel:${settings.contact_phone}`}
        >
          {settings.contact_phone}
        </a>
        .
      </p>
      <Link to="/login" className={buttonClasses('secondary', 'md')}>
        Staff sign in
      </Link>
    </ScreenFrame>
  );
}
