import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserSpeechRecognition,
  type RecognitionResultEvent,
  type Recognizer,
  recognitionErrorMessage,
} from '../lib/speech-recognition';

export interface SpeechListener {
  /** False when the browser has no speech recognition. */
  supported: boolean;
  listening: boolean;
  /** What is being heard right now, before the recogniser settles on it. */
  interim: string;
  error: string | null;
  start: () => void;
  stop: () => void;
}

/**
 * Listens continuously in Canadian English and hands each settled phrase to `onPhrase`. Browsers
 * end recognition after a silence; while staff have not pressed Stop it starts again by itself.
 */
export function useSpeechListener(onPhrase: (text: string) => void): SpeechListener {
  const Recognition = browserSpeechRecognition();
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognizer = useRef<Recognizer | null>(null);
  const wanted = useRef(false);
  const onPhraseRef = useRef(onPhrase);
  onPhraseRef.current = onPhrase;

  const handleResult = useCallback((event: RecognitionResultEvent) => {
    let pending = '';
    for (let i = event.resultIndex; i < event.results.length; i += 1) {
      const result = event.results[i];
      const transcript = result?.[0]?.transcript.trim() ?? '';
      if (!result || !transcript) continue;
      if (result.isFinal) onPhraseRef.current(transcript);
      else pending = `${pending} ${transcript}`.trim();
    }
    setInterim(pending);
  }, []);

  const stop = useCallback(() => {
    wanted.current = false;
    recognizer.current?.stop();
    setListening(false);
    setInterim('');
  }, []);

  const start = useCallback(() => {
    if (!Recognition || wanted.current) return;
    const r = new Recognition();
    r.lang = 'en-CA';
    r.continuous = true;
    r.interimResults = true;
    r.onresult = handleResult;
    r.onerror = (event) => {
      const message = recognitionErrorMessage(event.error);
      if (!message) return;
      wanted.current = false;
      setError(message);
    };
    r.onend = () => {
      if (wanted.current) {
        try {
          r.start();
          return;
        } catch {
          wanted.current = false;
          setError('Speech recognition stopped. Start listening again, or type the words.');
        }
      }
      recognizer.current = null;
      setListening(false);
      setInterim('');
    };
    recognizer.current = r;
    wanted.current = true;
    setError(null);
    setListening(true);
    try {
      r.start();
    } catch {
      wanted.current = false;
      setListening(false);
      setError('Speech recognition could not start. Try again, or type the words.');
    }
  }, [Recognition, handleResult]);

  useEffect(
    () => () => {
      wanted.current = false;
      recognizer.current?.abort();
    },
    [],
  );

  return { supported: Recognition !== null, listening, interim, error, start, stop };
}
