import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const contactLinkClass =
  'tap-target text-harbour-700 underline-offset-2 hover:underline dark:text-harbour-300';

/** One contact detail with its icon: address, phone, e-mail, hours. */
export function ContactFact({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brass-600 dark:text-brass-300" />
      <div>
        <h3 className="font-sans text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
        <div className="mt-1 text-slate-600 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}
