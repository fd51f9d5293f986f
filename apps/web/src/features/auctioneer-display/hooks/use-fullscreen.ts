import { useCallback, useEffect, useState } from 'react';

/** The Fullscreen API for the whole page: whether it can, whether it is, and a toggle. */
export function useFullscreen() {
  const supported =
    typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';
  const [active, setActive] = useState(() => supported && document.fullscreenElement !== null);

  useEffect(() => {
    if (!supported) return;
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [supported]);

  const toggle = useCallback(() => {
    if (!supported) return;
    // The browser may refuse (no user gesture, a policy): the screen simply stays as it is.
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void document.documentElement.requestFullscreen().catch(() => undefined);
  }, [supported]);

  return { supported, active, toggle };
}
