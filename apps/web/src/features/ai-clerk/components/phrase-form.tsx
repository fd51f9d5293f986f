import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

/** Typed words for the AI clerk, when the room is too loud or the browser cannot listen. */
export function PhraseForm({ onRead }: { onRead: (words: string) => boolean }) {
  const [words, setWords] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onRead(words)) {
      setError('Type what the auctioneer said.');
      return;
    }
    setWords('');
    setError(undefined);
  };

  return (
    <form
      aria-label="Try a phrase"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <TextField
          label="Auctioneer's words"
          value={words}
          onChange={(event) => {
            setWords(event.target.value);
            if (error) setError(undefined);
          }}
          placeholder="sold to paddle 42 for five hundred"
          autoComplete="off"
          maxLength={300}
          error={error}
        />
      </div>
      <Button type="submit" className="sm:mt-7">
        Read phrase
      </Button>
    </form>
  );
}
