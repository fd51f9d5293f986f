import type { LucideIcon } from 'lucide-react';

/** A 4:3 picture, or a quiet placeholder with an icon when there is none. */
export function CoverImage({
  src,
  alt,
  icon: Icon,
}: {
  src: string | null | undefined;
  alt: string;
  icon: LucideIcon;
}) {
  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
      {src ? (
        <img src={src} alt={alt} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
          <Icon aria-hidden="true" className="size-10" />
        </div>
      )}
    </div>
  );
}
