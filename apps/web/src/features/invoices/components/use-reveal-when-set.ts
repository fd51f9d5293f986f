import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Brings a confirmation into view once it appears: `arm()` after the action succeeds, and when
 * `value` next changes (the server's answer shown), the element is scrolled to and focused, so a
 * phone never leaves the confirmation scrolled out of sight. Reduced motion jumps instead.
 */
export function useRevealWhenSet<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T | null>(null);
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);
  useEffect(() => {
    const element = ref.current;
    if (!armed || value === null || value === undefined || !element) return;
    setArmed(false);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [armed, value]);
  return { ref, arm };
}
