import { superAdminRoles } from '@auction/contracts';
import { hasAnyRole } from '@auction/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMaintenanceMode } from '../features/site/api/maintenance-status';
import { maintenanceDetected } from '../lib/app-events';
import { useAuth } from '../lib/auth/use-auth';
import { queryKeys } from '../lib/query-keys';
import { MaintenanceScreen } from './screens/maintenance-screen';

/** Spec section 2: maintenance replaces the whole site, except for an Admin and on /login. */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const maintenance = useMaintenanceMode();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(
    () =>
      maintenanceDetected.subscribe((serverMessage) => {
        setMessage(serverMessage);
        void queryClient.invalidateQueries({ queryKey: queryKeys.maintenance });
      }),
    [queryClient],
  );

  const bypass = hasAnyRole(user?.roles ?? [], superAdminRoles) || pathname.includes('/login');
  if (maintenance && !bypass) return <MaintenanceScreen message={message} />;
  return children;
}
