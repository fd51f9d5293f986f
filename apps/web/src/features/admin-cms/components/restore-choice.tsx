import { useState } from 'react';
import { Button } from '../../../components/ui/button';

interface RestoreChoiceProps {
  version: number;
  busy: boolean;
  onRestore: (andPublish: boolean) => void;
  onCancel: () => void;
}

/** The question a restore asks: bring the old version back as a draft to look over, or make it public at once. */
export function RestoreChoice({ version, busy, onRestore, onCancel }: RestoreChoiceProps) {
  const [andPublish, setAndPublish] = useState<boolean | null>(null);
  const choose = (publish: boolean) => {
    setAndPublish(publish);
    onRestore(publish);
  };
  return (
    <fieldset className="mt-3 space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-semibold">Restore version {version}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Its words become a new draft; the public page changes only when that draft is published.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          loading={busy && andPublish === false}
          disabled={busy}
          onClick={() => choose(false)}
        >
          Restore as draft
        </Button>
        <Button size="sm" loading={busy && andPublish === true} disabled={busy} onClick={() => choose(true)}>
          Restore and publish
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
