import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ScreenFrame } from './screen-frame';

export function FallbackErrorScreen() {
  return (
    <ScreenFrame title="Oops! Something went wrong">
      <p>We've been notified and are working on fixing this issue.</p>
      <Button variant="primary" size="lg" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Reload Page
      </Button>
    </ScreenFrame>
  );
}
