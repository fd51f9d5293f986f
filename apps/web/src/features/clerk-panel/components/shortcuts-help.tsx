import { Keyboard } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { shortcuts } from '../lib/shortcuts';

/** The "Shortcuts" button; it shows and hides `ShortcutsList`. */
export function ShortcutsButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-expanded={open}
      aria-controls="clerk-shortcuts"
      aria-keyshortcuts="?"
      onClick={onToggle}
    >
      <Keyboard aria-hidden="true" className="size-4" />
      Shortcuts
    </Button>
  );
}

/** The keys of the panel, as the "Shortcuts" button shows them. */
export function ShortcutsList() {
  return (
    <section
      id="clerk-shortcuts"
      aria-label="Keyboard shortcuts"
      className="mt-2 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="mb-2 text-slate-600 dark:text-slate-400">
        Keys work anywhere on the panel except while typing in a field. In a field, Enter sends it and Escape
        leaves it.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        {shortcuts.map((s) => (
          <div key={s.command} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 px-1.5 font-mono text-xs dark:border-slate-600">
                {s.keys}
              </kbd>
            </dt>
            <dd>{s.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
