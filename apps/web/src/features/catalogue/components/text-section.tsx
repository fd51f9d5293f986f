import type { ReactNode } from 'react';

/** A titled block of the auction's own text, line breaks kept. */
export function TextSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-heading` : undefined} className="scroll-mt-24">
      <h2 id={id ? `${id}-heading` : undefined} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-slate-700 whitespace-pre-line dark:text-slate-300">{children}</div>
    </section>
  );
}
