import { buyNowItemPath, type BuyNowCard as Card } from '@auction/contracts';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../lib/money';
import { CoverImage } from '../../catalogue/components/cover-image';
import { pictureSizes } from '../../catalogue/picture-sizes';

/** One item of the buy-now grid: picture, title, category and price, linking to its page. */
export function BuyNowCard({ item }: { item: Card }) {
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CoverImage
        src={item.image?.thumb}
        variants={item.image}
        sizes={pictureSizes.lotCard}
        alt=""
        icon={ImageOff}
      />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {item.category && (
          <span className="text-sm font-semibold text-brass-700 dark:text-brass-300">{item.category}</span>
        )}
        <h3 className="line-clamp-2 leading-snug font-semibold">
          <Link to={buyNowItemPath(item)} className="hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-2 pt-1 text-sm">
          <span className="text-slate-600 dark:text-slate-300">Buy now</span>
          <span className="text-base font-semibold tabular-nums">{formatCents(item.price_cents)}</span>
        </p>
      </div>
    </article>
  );
}
