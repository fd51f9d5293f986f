import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider';
import { toastDurations, whenFirstToast } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useTheme } from '../lib/theme/use-theme';

// Loaded with the first toast, which it shows with any sent before it mounted.
const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

/**
 * Sonner's light success green is 4.25:1 on its pale background; this darker green is 6:1, so a
 * "Payment recorded" toast reads at AA. The dark theme's own colours already pass.
 */
const lightToastColours = { '--success-text': 'hsl(140, 100%, 21%)' } as CSSProperties;

function ThemedToaster() {
  const { theme } = useTheme();
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={toastDurations.default}
        theme={theme}
        richColors
        closeButton
        style={theme === 'light' ? lightToastColours : undefined}
      />
    </Suspense>
  );
}

export function Providers({
  children,
  client = queryClient,
  startAsGuest = false,
}: {
  children: ReactNode;
  /** The query cache: the app's one, or a server render's own (decision 0070). */
  client?: QueryClient;
  /** A server-rendered page renders and hydrates as a guest's; the session is restored after. */
  startAsGuest?: boolean;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider initialStatus={startAsGuest ? 'unauthenticated' : 'loading'}>{children}</AuthProvider>
      <ThemedToaster />
    </QueryClientProvider>
  );
}
