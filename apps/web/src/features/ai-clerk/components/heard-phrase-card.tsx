import type { ClerkContext } from '@auction/domain';
import { Keyboard, Mic } from 'lucide-react';
import type { HeardPhrase } from '../hooks/use-ai-clerk';
import { formatPrice } from '../lib/describe-action';
import { ProposalCard } from './proposal-card';

interface HeardPhraseCardProps {
  phrase: HeardPhrase;
  onApply?: ((index: number) => void) | undefined;
  onDismiss?: ((index: number) => void) | undefined;
}

const time = new Intl.DateTimeFormat('en-CA', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

function contextLine({ askingPrice, highBid, increment }: ClerkContext): string {
  const parts = [
    askingPrice != null && `asking ${formatPrice(askingPrice)}`,
    highBid != null && `high bid ${formatPrice(highBid)}`,
    increment != null && `increment ${formatPrice(increment)}`,
  ].filter(Boolean);
  return parts.length > 0 ? `Read with ${parts.join(', ')}` : 'Read with no prices set';
}

/** One utterance: the words as heard and each action the AI clerk proposes for them. */
export function HeardPhraseCard({ phrase, onApply, onDismiss }: HeardPhraseCardProps) {
  const { reading } = phrase;
  const Source = phrase.source === 'speech' ? Mic : Keyboard;
  return (
    <li
      aria-label={`Heard: ${reading.heard}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        <Source aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <div className="min-w-0 flex-1">
          <p className="break-words text-base font-medium">
            <span className="sr-only">{phrase.source === 'speech' ? 'Spoken: ' : 'Typed: '}</span>“
            {reading.heard}”
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={phrase.heardAt.toISOString()}>{time.format(phrase.heardAt)}</time> ·{' '}
            {contextLine(phrase.context)}
          </p>
        </div>
      </div>
      {reading.proposals.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          <span className="font-semibold">Nothing to do:</span> no clerk action in these words.
        </p>
      ) : (
        <div className="space-y-2">
          {reading.proposals.map((proposal, index) => (
            <ProposalCard
              // Proposals of one reading never change order.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list
              key={index}
              proposal={proposal}
              decision={phrase.decisions[index]}
              onApply={onApply && (() => onApply(index))}
              onDismiss={onDismiss && (() => onDismiss(index))}
            />
          ))}
        </div>
      )}
    </li>
  );
}
