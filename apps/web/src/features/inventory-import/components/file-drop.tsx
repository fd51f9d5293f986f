import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** Drop a CSV file here or choose one: the first step of an import. */
export function FileDrop({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the button below is the keyboard's way.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={clsx(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-6 text-center sm:p-10',
        over
          ? 'border-harbour-500 bg-harbour-50 dark:border-harbour-400 dark:bg-harbour-950'
          : 'border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900',
      )}
    >
      <FileUp aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
      <p className="font-medium">Drop a CSV file here, or choose one.</p>
      <p id={hintId} className="max-w-prose text-sm text-slate-600 dark:text-slate-400">
        UTF-8 or Excel's "CSV" (Windows-1252); commas, semicolons or tabs; up to 20 MB and 50,000 rows.
        Nothing is added to the inventory until you confirm.
      </p>
      <label htmlFor={inputId} className="sr-only">
        CSV file to import
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values"
        aria-describedby={hintId}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
      <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
        {busy ? 'Reading the file…' : 'Choose a CSV file'}
      </Button>
    </div>
  );
}
