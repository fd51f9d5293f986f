import type { ClerkContext } from '@auction/domain';
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

type Field = 'askingPrice' | 'highBid' | 'increment';

const fields: { key: Field; label: string; hint: string }[] = [
  { key: 'askingPrice', label: 'Asking price ($)', hint: 'What the auctioneer is asking now.' },
  { key: 'highBid', label: 'High bid ($)', hint: 'The bid that stands, floor or internet.' },
  { key: 'increment', label: 'Increment ($)', hint: 'The usual step between asks.' },
];

/** Blank is "not set"; anything else must be an amount in dollars of at most a million. */
function readAmount(text: string): number | null | 'bad' {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return null;
  const value = Number(plain);
  return Number.isFinite(value) && value >= 0 && value <= 1_000_000 ? value : 'bad';
}

/**
 * The prices the AI clerk reads short numbers against ("fifty" is 350 when the asking price is
 * 300). A field that does not hold an amount shows why and leaves the context as it was.
 */
export function ClerkContextForm({
  context,
  onChange,
}: {
  context: ClerkContext;
  onChange: (context: ClerkContext) => void;
}) {
  const [texts, setTexts] = useState<Record<Field, string>>(() => ({
    askingPrice: context.askingPrice?.toString() ?? '',
    highBid: context.highBid?.toString() ?? '',
    increment: context.increment?.toString() ?? '',
  }));
  const errorOf = (key: Field) =>
    readAmount(texts[key]) === 'bad' ? 'Enter an amount in dollars, like 325, or leave it blank.' : undefined;

  const change = (key: Field, text: string) => {
    setTexts((all) => ({ ...all, [key]: text }));
    const value = readAmount(text);
    if (value !== 'bad') onChange({ ...context, [key]: value });
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold">Sale context</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Set the prices in play to see how they change the reading. Nothing here touches a sale.
      </p>
      {fields.map(({ key, label, hint }) => (
        <TextField
          key={key}
          label={label}
          hint={hint}
          inputMode="decimal"
          autoComplete="off"
          value={texts[key]}
          onChange={(event) => change(key, event.target.value)}
          error={errorOf(key)}
          optional
        />
      ))}
    </fieldset>
  );
}
