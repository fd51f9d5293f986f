import { Mic, Square } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { SpeechListener } from '../hooks/use-speech-listener';

/** Start / Stop listening through the browser's speech recognition, and what it hears. */
export function ListenControls({ speech }: { speech: SpeechListener }) {
  if (!speech.supported) {
    return (
      <Alert tone="info">
        This browser has no speech recognition, so the AI clerk cannot listen here. Type the auctioneer’s
        words instead; Chrome, Edge and Safari can listen.
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {speech.listening ? (
          <Button variant="danger" onClick={speech.stop}>
            <Square aria-hidden="true" className="size-4" />
            Stop listening
          </Button>
        ) : (
          <Button onClick={speech.start}>
            <Mic aria-hidden="true" className="size-4" />
            Start listening
          </Button>
        )}
        <p role="status" className="min-w-0 flex-1 text-sm text-slate-600 dark:text-slate-300">
          {speech.listening
            ? speech.interim
              ? `Hearing: “${speech.interim}”`
              : 'Listening in Canadian English… speak as the auctioneer would.'
            : 'Not listening.'}
        </p>
      </div>
      {speech.error && <Alert tone="error">{speech.error}</Alert>}
    </div>
  );
}
