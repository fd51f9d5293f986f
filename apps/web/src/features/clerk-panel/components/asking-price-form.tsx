import { Minus, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';

/** The asking price the server confirmed, with quick steps and a custom amount (Enter sets it). */
export function AskingPriceForm({
  asking,
  stepped,
  onSet,
  disabled,
}: {
  asking: number;
  /** The asking price so many increments away. */
  stepped: (steps: number) => number;
  onSet: (amount: number | null) => void;
  disabled: boolean;
}) {
  const [text, setText] = useState(String(asking));
  // A price the clerk is typing stays put when a bid moves the asking price.
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current) setText(String(asking));
  }, [asking]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edited.current = false;
    const amount = Number(text.replace(/[$,\s]/g, ''));
    onSet(text.trim() === '' || !Number.isFinite(amount) ? null : amount);
  };
  return (
    <form aria-label="Asking price" onSubmit={submit} className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-32 text-sm font-medium">
          Asking price ($)
          <input
            aria-label="Asking price"
            inputMode="decimal"
            className={`${inputClasses} mt-1 text-lg font-semibold tabular-nums`}
            value={text}
            onChange={(event) => {
              edited.current = true;
              setText(event.target.value);
            }}
            disabled={disabled}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={disabled}>
          Set asking price
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          aria-keyshortcuts="ArrowDown"
          disabled={disabled}
          onClick={() => onSet(stepped(-1))}
        >
          {/* The name holds the words on the button, so a voice user can say what they see. */}
          <Minus aria-hidden="true" className="size-4" />
          <span className="sr-only">Lower </span>1 step
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-keyshortcuts="ArrowUp"
          disabled={disabled}
          onClick={() => onSet(stepped(1))}
        >
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only">Raise </span>1 step (${stepped(1)})
        </Button>
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onSet(stepped(2))}>
          <Plus aria-hidden="true" className="size-4" />
          <span className="sr-only">Raise </span>2 steps (${stepped(2)})
        </Button>
      </div>
    </form>
  );
}
