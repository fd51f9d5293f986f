import type { LiveSnapshot } from '@auction/contracts';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field-shell';
import { timeOf } from '../lib/labels';

export const quickMessages = [
  'Fair warning',
  'Last call',
  'Lot will reopen',
  'Please check the lot description',
] as const;

/** Messages to the online bidders: free text (Enter sends) or a quick message, and those sent. */
export function MessagesForm({
  room,
  onSend,
  inputRef,
}: {
  room: LiveSnapshot;
  /** True when the message went to the server (the box then empties). */
  onSend: (text: string) => boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(text)) setText('');
  };
  const recent = room.messages.slice(-5).reverse();
  return (
    <section aria-labelledby="clerk-messages-heading" className="space-y-3">
      <h2 id="clerk-messages-heading" className="text-base font-semibold">
        Messages to bidders
      </h2>
      <form aria-label="Message to bidders" onSubmit={submit} className="flex gap-2">
        <input
          ref={inputRef}
          aria-label="Message to bidders"
          aria-keyshortcuts="M"
          maxLength={500}
          placeholder="Write to everyone online"
          className={`${inputClasses} min-w-0 flex-1`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Send message
        </Button>
      </form>
      <fieldset aria-label="Quick messages" className="flex flex-wrap gap-2">
        {quickMessages.map((message) => (
          <Button
            key={message}
            size="sm"
            variant="ghost"
            className="border border-slate-300 dark:border-slate-600"
            aria-label={`Send "${message}"`}
            onClick={() => onSend(message)}
          >
            {message}
          </Button>
        ))}
      </fieldset>
      {recent.length > 0 && (
        <ul aria-label="Messages sent" className="space-y-1 text-sm">
          {recent.map((message) => (
            <li key={message.seq} className="flex gap-2">
              <span className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
                {timeOf(message.server_time)}
              </span>
              <span className="min-w-0 break-words">{message.text}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
