import { ImageOff } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from './cover-image';
import { pictureSizes } from './picture-sizes';

/**
 * One lot of an auction or one buy-now item in a grid: picture, the line above the title (lot
 * number or category, with a badge), the title linking to its page, the price, then what else
 * the card tells (bids, the countdown).
 */
export function CatalogueCard({
  picture,
  label,
  badge,
  to,
  title,
  priceLabel,
  price,
  children,
}: {
  picture: Pick<ComponentProps<typeof CoverImage>, 'src' | 'variants'>;
  label?: ReactNode;
  badge?: ReactNode;
  to: string;
  title: ReactNode;
  priceLabel: string;
  price: string | null;
  children?: ReactNode;
}) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={picture.src}
        variants={picture.variants}
        sizes={pictureSizes.lotCard}
        alt=""
        icon={ImageOff}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {(label || badge) && (
          <div className="flex items-center justify-between gap-2">
            <span className="text-sm font-semibold text-brass-700 dark:text-brass-300">{label}</span>
            {badge}
          </div>
        )}
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <Link to={to} className="hover:underline">
            {title}
          </Link>
        </h3>
        <div className="mt-auto space-y-1 pt-1 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="text-slate-600 dark:text-slate-300">{priceLabel}</span>
            {price && <span className="text-base font-semibold tabular-nums">{price}</span>}
          </p>
          {children}
        </div>
      </div>
    </article>
  );
}
