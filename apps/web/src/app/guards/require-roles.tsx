import type { Role } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth';

/** Spec section 5: a signed-in user holding none of `roles` goes to /dashboard. */
export function RequireRoles({ roles }: { roles: readonly Role[] }) {
  const { user } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  if (!hasAnyRole(user.roles, roles)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
