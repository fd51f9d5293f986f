import type { AiClerk } from '../hooks/use-ai-clerk';
import { actionSummary } from '../lib/describe-action';
import { HeardPhraseCard } from './heard-phrase-card';
import { ListenControls } from './listen-controls';
import { PhraseForm } from './phrase-form';

/**
 * The AI clerk as the clerk panel embeds it: listen or type, then each proposal with Apply and
 * Dismiss. With `canApply` false (the test page) proposals are only shown.
 */
export function AiClerkAssistant({ clerk, canApply = true }: { clerk: AiClerk; canApply?: boolean }) {
  return (
    <div className="space-y-5">
      <ListenControls speech={clerk.speech} />
      <PhraseForm onRead={(words) => clerk.read(words, 'typed')} />
      <HeardList clerk={clerk} canApply={canApply} />
      <LatestReading clerk={clerk} />
    </div>
  );
}

function HeardList({ clerk, canApply }: { clerk: AiClerk; canApply: boolean }) {
  if (clerk.heard.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Nothing heard yet. Try “sold to paddle 42 for five hundred”.
      </p>
    );
  }
  return (
    <ul aria-label="Heard, newest first" className="space-y-3">
      {clerk.heard.map((phrase) => (
        <HeardPhraseCard
          key={phrase.id}
          phrase={phrase}
          onApply={canApply ? (index) => clerk.apply(phrase.id, index) : undefined}
          onDismiss={canApply ? (index) => clerk.dismiss(phrase.id, index) : undefined}
        />
      ))}
    </ul>
  );
}

/** Tells screen-reader users what the latest words were read as, without moving their focus. */
function LatestReading({ clerk }: { clerk: AiClerk }) {
  const latest = clerk.heard[0]?.reading;
  const said = latest
    ? latest.proposals.length === 0
      ? `Nothing to do in “${latest.heard}”.`
      : latest.proposals
          .map((p) => `${actionSummary(p.action)}, ${Math.round(p.confidence * 100)}%`)
          .join('; ')
    : '';
  return (
    <p aria-live="polite" className="sr-only">
      {said}
    </p>
  );
}
