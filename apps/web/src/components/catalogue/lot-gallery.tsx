import { type LotImage, lotGallerySizes, pictureSrcSet } from '@auction/contracts';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff, X, ZoomIn } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

const SWIPE_PX = 40;

/** A photo's width and height scaled to `width`, for the browser to keep its space (4:3 when not known). */
function boxOf(image: LotImage, width: number) {
  if (!image.width || !image.height) return { width, height: Math.round((width * 3) / 4) };
  return { width, height: Math.round((width * image.height) / image.width) };
}

/**
 * The lot's photos: a large image with a strip of thumbnails. Arrow keys and a swipe on touch
 * screens move between photos; a click or tap opens the large version full screen. The main photo
 * is the page's largest picture: fetched first, in the size the layout needs (the server-rendered
 * head preloads the first one with the same srcset and sizes).
 */
export function LotGallery({
  images,
  title,
  noun = 'lot',
}: {
  images: readonly LotImage[];
  title: string;
  /** What the pictures are of, for the words shown when there are none: a lot, or a buy-now item. */
  noun?: 'lot' | 'item';
}) {
  const [index, setIndex] = useState(0);
  const [isZoomed, setIsZoomed] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <ImageOff aria-hidden="true" className="size-12" />
        <span className="sr-only">No photos of this {noun} yet</span>
      </div>
    );
  }

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else return;
    event.preventDefault();
  }

  function handlePointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }

  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_PX && count > 1) go(moved < 0 ? 1 : -1);
    else setIsZoomed(true);
  }

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`} className="space-y-3">
      <div className="relative">
        <button
          type="button"
          onKeyDown={handleKeyDown}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          onClick={(event) => {
            // Pointer events open the zoom; this covers Enter and Space from the keyboard.
            if (event.detail === 0) setIsZoomed(true);
          }}
          aria-label={`Photo ${index + 1} of ${count}: zoom in`}
          className="group relative block aspect-[4/3] w-full touch-pan-y overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800"
        >
          <img
            src={current.medium}
            srcSet={pictureSrcSet(current)}
            sizes={lotGallerySizes}
            {...boxOf(current, current.width || 1600)}
            fetchPriority="high"
            alt=""
            draggable={false}
            className="size-full object-contain select-none"
          />
          <ZoomIn
            aria-hidden="true"
            className="absolute right-3 bottom-3 size-8 rounded-full bg-white/80 p-1.5 text-slate-800 opacity-80 group-hover:opacity-100"
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label="Previous photo"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-slate-800 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label="Next photo"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-slate-800 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image.thumb} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={clsx(
                  'block size-16 overflow-hidden rounded-lg border-2 sm:size-20',
                  i === index
                    ? 'border-harbour-600 dark:border-brass-300'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={image.thumb}
                  {...boxOf(image, Math.min(320, image.width || 320))}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {isZoomed && <ZoomDialog src={current.large} title={title} onClose={() => setIsZoomed(false)} />}
    </section>
  );
}

function ZoomDialog({ src, title, onClose }: { src: string; title: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // The close button is the dialog's only control: Tab stays on it while the zoom is open.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Zoomed photo of ${title}`}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/90 p-2"
    >
      <img src={src} alt={title} className="max-h-full max-w-full touch-pinch-zoom object-contain" />
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label="Close zoom"
        className="absolute top-3 right-3 rounded-full bg-white/90 p-2 text-slate-900"
      >
        <X aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
