import type { Category } from '@auction/contracts';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { fieldErrorsOf, messageForError } from '../../../lib/http/messages';
import { useCreateCategory } from '../api/category-mutations';

/** Adds a category without leaving the auction form (no nested form: Enter adds it). */
export function NewCategory({ onCreated }: { onCreated: (category: Category) => void }) {
  const create = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function add() {
    const trimmed = name.trim();
    if (trimmed.length < 2) {
      setError('The name must be at least 2 characters.');
      return;
    }
    create.mutate(trimmed, {
      onSuccess: (category) => {
        setName('');
        setError(undefined);
        onCreated(category);
      },
      onError: (failure) => {
        const fields = fieldErrorsOf(failure);
        setError((fields.name ?? fields.slug ?? messageForError(failure)).join(' '));
      },
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <TextField
          label="New category"
          optional
          value={name}
          maxLength={60}
          error={error}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={handleKeyDown}
        />
      </div>
      <Button variant="secondary" className="mt-7" loading={create.isPending} onClick={add}>
        Add category
      </Button>
    </div>
  );
}
