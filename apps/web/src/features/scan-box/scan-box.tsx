import { ScanLine } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathOfScan, resolveScan } from './scan-api';

/** True when a key press is typing into a field, where `/` is a character and not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The admin header's scan box: a barcode scanner types the code and presses Enter, and the item,
 * the location or the invoice opens. `/` anywhere in the admin area puts the cursor here.
 */
export function ScanBox() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const messageId = useId();

  useEffect(() => {
    function focusOnSlash(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      input.current?.focus();
    }
    document.addEventListener('keydown', focusOnSlash);
    return () => document.removeEventListener('keydown', focusOnSlash);
  }, []);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned || busy) return;
    setBusy(true);
    setMessage('');
    try {
      const answer = await resolveScan(scanned);
      if (answer) {
        setCode('');
        navigate(pathOfScan(answer));
      } else {
        setMessage(`Nothing has the code “${scanned}”: no item, location or invoice.`);
        input.current?.select();
      }
    } catch {
      setMessage('The code could not be looked up. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <search aria-label="Scan a code" className="relative w-full max-w-xs">
      <form onSubmit={handleSubmit}>
        <label htmlFor={`${messageId}-input`} className="sr-only">
          Scan or type a SKU, location or invoice code
        </label>
        <ScanLine
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          ref={input}
          id={`${messageId}-input`}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="Scan a code  ( / )"
          value={code}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setMessage('');
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-harbour-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus-visible:outline-harbour-300"
        />
        <p
          id={messageId}
          role="status"
          className={
            message
              ? 'absolute top-full right-0 left-0 z-40 mt-1 rounded-lg border border-red-300 bg-white p-2 text-sm text-red-800 shadow dark:border-red-800 dark:bg-slate-900 dark:text-red-300'
              : 'sr-only'
          }
        >
          {message}
        </p>
      </form>
    </search>
  );
}
