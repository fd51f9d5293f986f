import { clsx } from 'clsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Log In and the Get started button (spec section 2); in the bar, Get started shows from small tablets up. */
export function GuestActions({
  stacked = false,
  onNavigate,
}: {
  stacked?: boolean;
  onNavigate?: () => void;
}) {
  const getStarted = (
    <Link
      to="/register"
      onClick={onNavigate}
      className={buttonClasses('accent', 'md', stacked ? 'w-full' : undefined)}
    >
      Get started
    </Link>
  );
  return (
    <div className={clsx('flex gap-2', stacked ? 'flex-col' : 'items-center')}>
      <Link
        to="/login"
        onClick={onNavigate}
        className={buttonClasses(stacked ? 'secondary' : 'ghost', 'md', 'px-3')}
      >
        Log In
      </Link>
      {stacked ? getStarted : <span className="hidden sm:block">{getStarted}</span>}
    </div>
  );
}
