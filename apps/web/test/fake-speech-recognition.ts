import { vi } from 'vitest';
import type { RecognitionResultEvent, Recognizer } from '../src/features/ai-clerk/lib/speech-recognition';

/** A stand-in for the browser's SpeechRecognition that tests drive by hand. */
export class FakeRecognition implements Recognizer {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();

  constructor() {
    FakeRecognition.instances.push(this);
  }

  /** The recogniser hears `transcript`; `isFinal` once it settles on it. */
  hear(transcript: string, isFinal: boolean) {
    const result = Object.assign([{ transcript }], { isFinal });
    this.onresult?.({ resultIndex: 0, results: [result] });
  }

  static latest(): FakeRecognition {
    const last = FakeRecognition.instances.at(-1);
    if (!last) throw new Error('speech recognition was never started');
    return last;
  }
}

/** Installs the fake as `webkitSpeechRecognition` (as Chrome names it); returns the undo. */
export function installFakeSpeechRecognition(): () => void {
  FakeRecognition.instances = [];
  const speech = window as unknown as { webkitSpeechRecognition?: unknown };
  speech.webkitSpeechRecognition = FakeRecognition;
  return () => {
    delete speech.webkitSpeechRecognition;
  };
}
