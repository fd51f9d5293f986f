import { clsx } from 'clsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Log In and the Get started button (spec section 2); Get started joins the bar from small tablets up. */
export function GuestActions({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <div className={clsx('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <Link
        to="/login"
        onClick={onNavigate}
        className={buttonClasses(stacked ? 'secondary' : 'ghost', 'md', stacked ? undefined : 'px-3')}
      >
        Log In
      </Link>
      <Link
        to="/register"
        onClick={onNavigate}
        className={buttonClasses('accent', 'md', stacked ? undefined : 'hidden sm:inline-flex')}
      >
        Get started
      </Link>
    </div>
  );
}
