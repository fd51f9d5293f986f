import { type PictureVariants, pictureSrcSet } from '@auction/contracts';
import type { LucideIcon } from 'lucide-react';

/**
 * A 4:3 picture, or a quiet placeholder with an icon when there is none. With its WebP sizes the
 * browser takes the one the layout needs (`sizes`). Only the page's largest picture above the fold
 * is a priority: fetched at once and first; every other one waits until it scrolls near.
 */
export function CoverImage({
  src,
  variants,
  sizes,
  alt,
  icon: Icon,
  priority = false,
}: {
  src: string | null | undefined;
  variants?: (PictureVariants & { width?: number }) | null;
  sizes: string;
  alt: string;
  icon: LucideIcon;
  priority?: boolean;
}) {
  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
      {src ? (
        <img
          src={variants?.medium ?? src}
          srcSet={variants ? pictureSrcSet(variants) : undefined}
          sizes={variants ? sizes : undefined}
          alt={alt}
          // The box's own ratio: the picture fills it, so nothing moves when it arrives.
          width={800}
          height={600}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
          <Icon aria-hidden="true" className="size-10" />
        </div>
      )}
    </div>
  );
}
