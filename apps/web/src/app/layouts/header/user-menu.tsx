import type { User } from '@auction/contracts';
import { greetingName } from '@auction/domain';
import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useSignOut } from '../../use-sign-out';
import { AccountLinks } from './account-links';
import { useDismiss } from './use-dismiss';

/** The greeting button and its menu of account entries (spec section 2). */
export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const closeAndRefocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  const signOut = useSignOut();
  useDismiss(ref, open, close, closeAndRefocus);
  const greeting = `Hi ${greetingName(user)}`;
  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-11 min-w-11 items-center gap-2 rounded-full border border-slate-300 py-1 pr-1 pl-1 text-sm font-medium sm:pr-3 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-harbour-800 text-sm font-semibold text-white dark:bg-harbour-300 dark:text-harbour-950"
        >
          {greetingName(user).charAt(0).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only">{greeting}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <AccountLinks
            user={user}
            onNavigate={close}
            onSignOut={() => {
              close();
              void signOut();
            }}
          />
        </div>
      )}
    </div>
  );
}
