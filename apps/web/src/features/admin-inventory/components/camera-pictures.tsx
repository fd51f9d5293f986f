import { Camera } from 'lucide-react';
import { useId } from 'react';

/** Pictures straight from a phone's back camera (or files on a desk), several at once. */
export function CameraPictures({
  files,
  onChange,
  label = 'Pictures',
  inputRef,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  label?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 focus-within:outline-2 focus-within:outline-harbour-500 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Camera aria-hidden="true" className="size-4" />
        {label}
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          className="sr-only"
          onChange={(event) => onChange([...(event.target.files ?? [])])}
        />
      </label>
      <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {files.length === 0
          ? 'Take or choose JPEG, PNG or WebP pictures.'
          : `${files.length} ${files.length === 1 ? 'picture' : 'pictures'} ready: ${files.map((f) => f.name).join(', ')}`}
      </p>
    </div>
  );
}
