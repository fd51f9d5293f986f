import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content is wider than a phone: it is a named region and
 * takes focus, so a keyboard user can reach it and scroll it with the arrow keys.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className={clsx('overflow-x-auto', className)}>
      {children}
    </section>
  );
}
