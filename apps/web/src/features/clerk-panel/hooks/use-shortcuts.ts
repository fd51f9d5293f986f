import { useEffect, useRef } from 'react';
import { isTypingTarget, type ShortcutCommand, shortcutOf } from '../lib/shortcuts';

/** Runs `run` for each shortcut pressed on the page; Escape leaves a field. */
export function useShortcuts(run: (command: ShortcutCommand) => void, enabled = true) {
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTypingTarget(event.target) && event.target instanceof HTMLElement) {
        event.target.blur();
        return;
      }
      const command = shortcutOf(event);
      if (!command) return;
      event.preventDefault();
      runRef.current(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}
