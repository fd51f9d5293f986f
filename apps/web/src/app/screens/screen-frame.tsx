import type { ReactNode } from 'react';
import markUrl from '../../assets/mark.svg';

/** A centred, full-height panel for the whole-site screens. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4 py-12 dark:bg-slate-950">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <img src={markUrl} alt="" className="mx-auto size-14" />
        <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{title}</h1>
        <div className="mt-4 space-y-4 text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </main>
  );
}
