import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top; a link with a #hash scrolls to its section once the (lazy) page
 * has rendered it.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it must run again on every change of page.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target || tries > 40) clearInterval(timer);
      target?.scrollIntoView({ block: 'start' });
    }, 50);
    return () => clearInterval(timer);
  }, [pathname, hash]);
}
