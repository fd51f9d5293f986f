import type { ReactNode } from 'react';
import markUrl from '../../assets/mark.svg';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="bg-gradient-to-b from-harbour-50 to-stone-50 px-4 py-10 sm:py-16 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <img src={markUrl} alt="" className="size-11" />
          <h1 className="mt-5 text-2xl font-semibold sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>
        )}
      </div>
    </div>
  );
}
