import { type PictureVariants, pictureWidths } from '@auction/contracts';

/** An uploaded cover is kept as the address of its medium size; the other sizes differ only in the width. */
const mediumAddress = /^(.*\/[0-9a-f]{32})-800\.webp$/;

/** The three sizes of an uploaded cover picture; null for none, or for a picture from elsewhere. */
export function coverVariantsOf(image: string | null): PictureVariants | null {
  const base = image ? mediumAddress.exec(image)?.[1] : undefined;
  if (!image || !base) return null;
  return {
    thumb: `${base}-${pictureWidths.thumb}.webp`,
    medium: image,
    large: `${base}-${pictureWidths.large}.webp`,
  };
}
