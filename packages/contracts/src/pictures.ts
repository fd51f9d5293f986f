/** The widths the media store makes of every uploaded picture, as WebP (never wider than the original). */
export const pictureWidths = { thumb: 320, medium: 800, large: 1600 } as const;
export type PictureVariant = keyof typeof pictureWidths;

/** The addresses of a picture's three sizes (plain TypeScript: the pages import it without zod). */
export interface PictureVariants {
  thumb: string;
  medium: string;
  large: string;
}

/**
 * A picture's `srcset`: each size by its real width. A size made from a smaller original is that
 * original's width (0 or missing: not known, the nominal widths), and sizes that came out alike
 * are listed once.
 */
export function pictureSrcSet(picture: PictureVariants & { width?: number }): string {
  const original = picture.width || Number.POSITIVE_INFINITY;
  const seen = new Set<number>();
  const entries: string[] = [];
  for (const variant of ['thumb', 'medium', 'large'] as const) {
    const width = Math.min(pictureWidths[variant], original);
    if (seen.has(width)) continue;
    seen.add(width);
    entries.push(`${picture[variant]} ${width}w`);
  }
  return entries.join(', ');
}

/**
 * `sizes` of the lot page's main picture: the page's width on a phone, three fifths of the
 * 1,088 px column from 1024 px. The page and the preload in its server-rendered head use the same
 * words, so the browser fetches the picture once.
 */
export const lotGallerySizes = '(min-width: 1024px) 629px, 100vw';
