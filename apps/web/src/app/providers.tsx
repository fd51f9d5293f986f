import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-provider';
import { toastDurations } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme/use-theme';

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster position="top-right" duration={toastDurations.default} theme={theme} richColors closeButton />
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
