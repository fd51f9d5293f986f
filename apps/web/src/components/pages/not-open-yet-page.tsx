import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { Card } from '../ui/card';

export interface NotOpenYetProps {
  title: string;
  /** One sentence: what the section will hold. */
  summary: string;
  backTo?: { to: string; label: string };
}

/** A section whose feature comes with later work: says so plainly, shows no invented data. */
export function NotOpenYetPage({
  title,
  summary,
  backTo = { to: '/', label: 'Back to the home page' },
}: NotOpenYetProps) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Card className="p-8 sm:p-10">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brass-100 text-brass-800 dark:bg-brass-900/50 dark:text-brass-200">
          <Clock aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="mt-3 text-lg font-medium text-slate-800 dark:text-slate-100">
          This section is not open yet.
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{summary}</p>
        <Link to={backTo.to} className={buttonClasses('secondary', 'md', 'mt-8')}>
          {backTo.label}
        </Link>
      </Card>
    </div>
  );
}
