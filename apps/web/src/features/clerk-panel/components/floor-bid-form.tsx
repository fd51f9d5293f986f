import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';

export interface FloorBidEntry {
  amount: number | null;
  paddle: number | null;
}

const numberOf = (text: string) => {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
};

/** A bid from the room: the amount (the asking price unless changed) and the paddle if seen. */
export function FloorBidForm({
  asking,
  onEnter,
  disabled,
  amountRef,
}: {
  asking: number;
  /** True when the bid went to the server (the form then clears the paddle). */
  onEnter: (entry: FloorBidEntry) => boolean;
  disabled: boolean;
  amountRef?: Ref<HTMLInputElement>;
}) {
  const [amount, setAmount] = useState(String(asking));
  const [paddle, setPaddle] = useState('');
  // An amount the clerk typed stays put when the asking price moves under it.
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current) setAmount(String(asking));
  }, [asking]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = onEnter({ amount: numberOf(amount), paddle: numberOf(paddle) });
    if (!sent) return;
    edited.current = false;
    setPaddle('');
    setAmount(String(asking));
  };
  return (
    <form aria-label="Floor bid" onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="min-w-0 flex-1 basis-28 text-sm font-medium">
        Floor bid ($)
        <input
          ref={amountRef}
          aria-label="Floor bid amount"
          aria-keyshortcuts="B"
          inputMode="decimal"
          className={`${inputClasses} mt-1 font-semibold tabular-nums`}
          value={amount}
          onChange={(event) => {
            edited.current = true;
            setAmount(event.target.value);
          }}
          disabled={disabled}
        />
      </label>
      <label className="w-28 text-sm font-medium">
        Paddle
        <input
          aria-label="Floor paddle"
          inputMode="numeric"
          placeholder="Optional"
          className={`${inputClasses} mt-1 tabular-nums`}
          value={paddle}
          onChange={(event) => setPaddle(event.target.value)}
          disabled={disabled}
        />
      </label>
      <Button type="submit" disabled={disabled}>
        Enter floor bid
      </Button>
    </form>
  );
}
