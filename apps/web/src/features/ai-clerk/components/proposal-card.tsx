import type { ClerkProposal } from '@auction/domain';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { ProposalDecision } from '../hooks/use-ai-clerk';
import { actionDetails, actionLabel, actionSummary } from '../lib/describe-action';
import { ConfidenceBar } from './confidence-bar';

interface ProposalCardProps {
  proposal: ClerkProposal;
  decision?: ProposalDecision | undefined;
  /** Given only where a proposal can be applied to a sale (the clerk panel). */
  onApply?: (() => void) | undefined;
  onDismiss?: (() => void) | undefined;
}

/** One proposed clerk action: what, how much, which paddle, how sure, from which words. */
export function ProposalCard({ proposal, decision, onApply, onDismiss }: ProposalCardProps) {
  const summary = actionSummary(proposal.action);
  const details = actionDetails(proposal.action);
  const decided = decision !== undefined;
  return (
    <article
      aria-label={`Proposal: ${summary}`}
      className={clsx(
        'space-y-3 rounded-lg border p-3 sm:p-4',
        decided
          ? 'border-slate-200 bg-slate-50 opacity-80 dark:border-slate-700 dark:bg-slate-800/60'
          : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold text-harbour-900 dark:text-harbour-100">
          {actionLabel(proposal.action)}
        </p>
        {decision && (
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">
            {decision === 'applied' ? 'Applied' : 'Dismissed'}
          </p>
        )}
      </div>
      {details.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          {details.map((d) => (
            <div key={d.term} className="flex items-baseline gap-2">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{d.term}</dt>
              <dd className="text-base font-semibold tabular-nums">{d.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <ConfidenceBar confidence={proposal.confidence} />
      {proposal.matched && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-300">Matched words: </span>
          <q>{proposal.matched}</q>
        </p>
      )}
      {!decided && (onApply || onDismiss) && (
        <div className="flex flex-wrap gap-2">
          {onApply && (
            <Button size="sm" onClick={onApply} aria-label={`Apply ${summary}`}>
              <Check aria-hidden="true" className="size-4" />
              Apply
            </Button>
          )}
          {onDismiss && (
            <Button size="sm" variant="secondary" onClick={onDismiss} aria-label={`Dismiss ${summary}`}>
              <X aria-hidden="true" className="size-4" />
              Dismiss
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
