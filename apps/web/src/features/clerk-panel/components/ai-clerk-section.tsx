import type { ClerkAction, ClerkContext } from '@auction/domain';
import { AiClerkAssistant, useAiClerk } from '../../ai-clerk/public';

/** The switch "AI clerk" and, while on, the assistant reading the auctioneer's words. */
export function AiClerkSection({
  on,
  onToggle,
  context,
  onApply,
}: {
  on: boolean;
  onToggle: () => void;
  context: ClerkContext;
  onApply: (action: ClerkAction) => void;
}) {
  return (
    <section aria-labelledby="ai-clerk-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="ai-clerk-heading" className="text-base font-semibold">
          AI clerk
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label="AI clerk"
          onClick={onToggle}
          className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-300 transition-colors aria-checked:bg-harbour-700 dark:bg-slate-600 dark:aria-checked:bg-harbour-400"
        >
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {on ? (
        <Assistant context={context} onApply={onApply} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Switch on to hear the auctioneer (or type their words) and get proposals to apply.
        </p>
      )}
    </section>
  );
}

function Assistant({ context, onApply }: { context: ClerkContext; onApply: (action: ClerkAction) => void }) {
  const clerk = useAiClerk({ context, onApply });
  return <AiClerkAssistant clerk={clerk} />;
}
