import {
  type ClerkAction,
  type ClerkContext,
  type ClerkReading,
  parseAuctioneerWords,
} from '@auction/domain';
import { useCallback, useRef, useState } from 'react';
import { type SpeechListener, useSpeechListener } from './use-speech-listener';

export type ProposalDecision = 'applied' | 'dismissed';

/** One utterance the AI clerk read, with what the clerk decided on each proposal. */
export interface HeardPhrase {
  id: number;
  source: 'speech' | 'typed';
  heardAt: Date;
  /** The prices the words were read against. */
  context: ClerkContext;
  reading: ClerkReading;
  /** By proposal index. */
  decisions: Partial<Record<number, ProposalDecision>>;
}

export interface AiClerk {
  /** Newest first. */
  heard: HeardPhrase[];
  /** Reads typed or spoken words; false (and nothing read) when they are blank. */
  read: (words: string, source?: HeardPhrase['source']) => boolean;
  apply: (phraseId: number, proposalIndex: number) => void;
  dismiss: (phraseId: number, proposalIndex: number) => void;
  clear: () => void;
  speech: SpeechListener;
}

/** How many phrases are kept on screen. */
const keep = 50;

/**
 * The AI clerk: reads the auctioneer's words (spoken, through the browser, or typed) against the
 * prices in play and keeps each proposal until the clerk applies or dismisses it. `onApply` is
 * called only when the clerk confirms; without it nothing is ever applied.
 */
export function useAiClerk({
  context,
  onApply,
}: {
  context: ClerkContext;
  onApply?: (action: ClerkAction) => void;
}): AiClerk {
  const [heard, setHeard] = useState<HeardPhrase[]>([]);
  const nextId = useRef(1);
  const contextRef = useRef(context);
  contextRef.current = context;

  const read = useCallback((words: string, source: HeardPhrase['source'] = 'typed') => {
    const trimmed = words.trim();
    if (!trimmed) return false;
    const phrase: HeardPhrase = {
      id: nextId.current++,
      source,
      heardAt: new Date(),
      context: { ...contextRef.current },
      reading: parseAuctioneerWords(trimmed, contextRef.current),
      decisions: {},
    };
    setHeard((list) => [phrase, ...list].slice(0, keep));
    return true;
  }, []);

  const decide = useCallback((phraseId: number, index: number, decision: ProposalDecision) => {
    setHeard((list) =>
      list.map((p) => (p.id === phraseId ? { ...p, decisions: { ...p.decisions, [index]: decision } } : p)),
    );
  }, []);

  const apply = useCallback(
    (phraseId: number, index: number) => {
      const phrase = heard.find((p) => p.id === phraseId);
      const proposal = phrase?.reading.proposals[index];
      if (!phrase || !proposal || phrase.decisions[index] || !onApply) return;
      onApply(proposal.action);
      decide(phraseId, index, 'applied');
    },
    [heard, onApply, decide],
  );

  const dismiss = useCallback(
    (phraseId: number, index: number) => decide(phraseId, index, 'dismissed'),
    [decide],
  );
  const speech = useSpeechListener((words) => read(words, 'speech'));

  return { heard, read, apply, dismiss, clear: () => setHeard([]), speech };
}
