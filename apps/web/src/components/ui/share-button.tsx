import { clsx } from 'clsx';
import { Share2 } from 'lucide-react';
import { notify } from '../../lib/notify';

/** Whether the browser offers its own share sheet (phones, some desktops). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Shares a lot or a sale: the phone's share sheet when the browser has one, otherwise the link
 * is copied ("Link copied"). A 44 px target.
 */
export function ShareButton({ title, path, className }: { title: string; path: string; className?: string }) {
  async function handleShare() {
    const url = new URL(path, window.location.origin).toString();
    if (canShare()) {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error worth a message.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error(`Copy this link: ${url}`);
    }
  }
  return (
    <button
      type="button"
      onClick={handleShare}
      className={clsx(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        className,
      )}
    >
      <Share2 aria-hidden="true" className="size-4" /> Share
    </button>
  );
}
