import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** One headline figure of the sale, with a line of detail under it. */
export function FigureCard({
  label,
  value,
  icon: Icon,
  detail,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  detail?: string;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-harbour-600 dark:text-harbour-300" />
      </div>
      <p className="mt-2 font-display text-2xl font-semibold text-harbour-950 tabular-nums sm:text-3xl dark:text-white">
        {value}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>}
    </Card>
  );
}
