import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatCount } from '../../../lib/format';

export function StatCard({
  label,
  value,
  icon: Icon,
  detail,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  detail?: string;
}) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-harbour-600 dark:text-harbour-300" />
      </div>
      <p className="mt-3 font-display text-3xl font-semibold text-harbour-950 dark:text-white">
        {formatCount(value)}
      </p>
      {detail && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{detail}</p>}
    </Card>
  );
}
