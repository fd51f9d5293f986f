/**
 * The browser's speech recognition (Chrome and Edge call it webkitSpeechRecognition, Safari has
 * both). Only what the AI clerk uses is typed here.
 */
export interface RecognitionAlternative {
  transcript: string;
}

export interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

export interface Recognizer {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognizerConstructor = new () => Recognizer;

interface WindowWithSpeech {
  SpeechRecognition?: RecognizerConstructor;
  webkitSpeechRecognition?: RecognizerConstructor;
}

/** The speech recognition this browser offers, or null when it has none (Firefox, for one). */
export function browserSpeechRecognition(): RecognizerConstructor | null {
  if (typeof window === 'undefined') return null;
  const speech = window as unknown as WindowWithSpeech;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

/** What to tell staff when recognition stops with an error; null for errors that need no word. */
export function recognitionErrorMessage(error: string): string | null {
  switch (error) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'The microphone is blocked. Allow it for this site in the browser, then start listening again.';
    case 'audio-capture':
      return 'No microphone was found. Plug one in, then start listening again.';
    case 'network':
      return 'Speech recognition needs an internet connection. Type the words instead, or try again.';
    default:
      return `Speech recognition stopped (${error}). Start listening again, or type the words.`;
  }
}
