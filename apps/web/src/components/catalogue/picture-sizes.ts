/**
 * How wide the catalogue's pictures show (the `sizes` attribute), from the layouts: the page is at
 * most 1,088 px wide inside its margins from 1024 px; below that, a fraction of the screen.
 * The lot page's main picture is `lotGallerySizes` in the contracts: its head preloads it too.
 */
export const pictureSizes = {
  /** Two a row on a phone and a tablet, four from 1024 px. */
  lotCard: '(min-width: 1024px) 254px, 50vw',
  /** One a row on a phone, two from 640 px, three from 1024 px. */
  auctionCard: '(min-width: 1024px) 347px, (min-width: 640px) 50vw, 100vw',
  /** The auction page's cover: the page's width, two fifths of it from 1024 px. */
  auctionCover: '(min-width: 1024px) 419px, 100vw',
} as const;
