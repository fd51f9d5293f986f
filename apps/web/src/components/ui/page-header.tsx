import type { ReactNode } from 'react';
import { Container } from './container';

/** The band at the top of a public page: small label, title, one-line summary. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <Container className="py-10 sm:py-14">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
        {children && (
          <div className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{children}</div>
        )}
      </Container>
    </div>
  );
}
