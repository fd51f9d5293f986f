import { Outlet } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useAuth } from '../lib/auth/use-auth';
import { OfflineBanner } from '../lib/online/offline-banner';
import { RealtimeProvider } from '../lib/realtime/realtime-provider';
import { MaintenanceGate } from './maintenance-gate';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

export function RootLayout() {
  const { status } = useAuth();
  useScrollOnNavigate();
  if (status === 'loading') return <FullScreenLoader />;
  return (
    <RealtimeProvider>
      <OfflineBanner />
      <MaintenanceGate>
        <Outlet />
      </MaintenanceGate>
    </RealtimeProvider>
  );
}
