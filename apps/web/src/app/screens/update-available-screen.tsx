import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { ScreenFrame } from './screen-frame';

/** Spec section 9: reload automatically 3 s after a stale-code load failure. */
export const UPDATE_RELOAD_DELAY_MS = 3_000;

export function UpdateAvailableScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  useEffect(() => {
    const timer = setTimeout(reload, UPDATE_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reload]);
  return (
    <ScreenFrame title="Application Update Available">
      <p>A new version of the application is available. The page will reload automatically in a moment.</p>
      <Button variant="primary" size="lg" onClick={reload}>
        <RefreshCw aria-hidden="true" className="size-4" />
        Reload Now
      </Button>
    </ScreenFrame>
  );
}
