import type { StaffLot } from '@auction/contracts';
import { Button } from '../../../components/ui/button';

export interface LotRowHandlers {
  onEdit: (lot: StaffLot) => void;
  onImages: (lot: StaffLot) => void;
  onWithdraw: (lot: StaffLot) => void;
}

/** Edit, pictures and withdraw; closed lots (sold, passed) can no longer change. */
export function LotRowActions({ lot, onEdit, onImages, onWithdraw }: LotRowHandlers & { lot: StaffLot }) {
  const closed = lot.status === 'sold' || lot.status === 'passed';
  const name = `lot ${lot.lotNumber}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={closed}
        onClick={() => onEdit(lot)}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Button>
      <Button size="sm" variant="secondary" onClick={() => onImages(lot)} aria-label={`Pictures of ${name}`}>
        Pictures
      </Button>
      {!closed && lot.status !== 'withdrawn' && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          onClick={() => onWithdraw(lot)}
          aria-label={`Withdraw ${name}`}
        >
          Withdraw
        </Button>
      )}
    </div>
  );
}
