import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';
import { afterSignInTarget } from './redirect-target';

/**
 * /login and /register: a signed-in user goes to /dashboard, or back to the page that sent them
 * to sign in, which is also how a successful sign-in returns to that page.
 */
export function GuestOnly() {
  const { user } = useAuth();
  const location = useLocation();
  if (user) return <Navigate to={afterSignInTarget(location.state, location.search)} replace />;
  return <Outlet />;
}
