import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { toastDurations } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme/use-theme';

// Loaded after the first paint; it shows the toasts sent before it mounted.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={toastDurations.default} theme={theme} richColors closeButton />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      <ThemedToaster />
    </QueryClientProvider>
  );
}
