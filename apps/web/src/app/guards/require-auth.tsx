import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { useAuth } from '../../lib/auth/use-auth';

/**
 * Spec section 5: a visitor who is not signed in goes to /login. The attempted location travels
 * in router state `from`, and as ?redirect= so it survives a reload of the login page.
 */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <FullScreenLoader />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(from)}`} state={{ from }} replace />;
  }
  return <Outlet />;
}
