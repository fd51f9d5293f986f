import type { Lot } from '@auction/contracts';
import { CatalogueCard } from '../../../components/catalogue/catalogue-card';
import { lotPath } from '../../../lib/catalogue-paths';
import { Countdown } from '../../../lib/countdown/countdown';
import { bidCountText, lotPriceLine, perUnitText } from '../../../lib/lot-price-line';
import { LotStatusBadge } from './status-badge';

/** One lot in a grid: thumbnail, lot number, title, price, bid count and its own countdown. */
export function LotCard({ lot }: { lot: Lot }) {
  const price = lotPriceLine(lot);
  const isBiddable = lot.status === 'open' || lot.status === 'upcoming';
  return (
    <CatalogueCard
      picture={{ src: lot.images[0]?.thumb, variants: lot.images[0] }}
      label={`Lot ${lot.lotNumber}`}
      badge={lot.status !== 'open' && <LotStatusBadge status={lot.status} />}
      to={lotPath(lot)}
      title={
        <>
          <span className="sr-only">Lot {lot.lotNumber}: </span>
          {lot.title}
        </>
      }
      priceLabel={price.label}
      price={price.amount}
    >
      {price.amount && lot.per_unit && (
        <p className="font-medium text-slate-700 dark:text-slate-200">{perUnitText(lot)}</p>
      )}
      <p className="text-slate-600 dark:text-slate-300">{bidCountText(lot.bidCount)}</p>
      {isBiddable && lot.endDate && (
        <Countdown
          to={lot.endDate}
          verb="closes"
          subject={`Lot ${lot.lotNumber}`}
          className="text-harbour-800 dark:text-harbour-200"
        />
      )}
    </CatalogueCard>
  );
}
