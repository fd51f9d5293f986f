import type { ReactNode } from 'react';
import { Container } from './container';

/** Title band and column of the signed-in pages. */
export function AccountPageFrame({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-stone-50 dark:bg-slate-950">
      <Container className="py-10 sm:py-12">
        <h1 className="text-3xl font-semibold">{title}</h1>
        {summary && <div className="mt-2 text-slate-600 dark:text-slate-300">{summary}</div>}
        <div className="mt-8 space-y-6">{children}</div>
      </Container>
    </div>
  );
}
