import type { LiveSnapshot } from '@auction/contracts';
import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { ClerkRoom } from '../hooks/use-clerk-room';
import { saleStatusText } from '../lib/labels';
import { ShortcutsButton, ShortcutsList } from './shortcuts-help';

const connectionText = {
  connected: 'Connected',
  disconnected: 'Reconnecting…',
  error: 'Connection lost. Reload the page.',
} as const;

const linkClass =
  'inline-flex items-center gap-1 text-sm font-medium text-harbour-700 hover:underline dark:text-harbour-300';

/** Title, the sale's state and the connection, links to the other screens, and the shortcuts help. */
export function PanelHeader({
  room,
  clerk,
  roomPath,
  help,
  onHelp,
}: {
  room: LiveSnapshot;
  clerk: ClerkRoom;
  roomPath: string;
  help: boolean;
  onHelp: () => void;
}) {
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brass-700 uppercase dark:text-brass-300">
            Clerk panel
          </p>
          <h1 className="text-xl font-semibold sm:text-2xl">{room.title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            role="status"
            aria-label="Sale"
            className={clsx(
              'rounded-full px-3 py-1 font-semibold',
              room.sale_status === 'running'
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100'
                : room.sale_status === 'paused'
                  ? 'bg-brass-200 text-brass-950 dark:bg-brass-700 dark:text-brass-50'
                  : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
            )}
          >
            {saleStatusText[room.sale_status]}
          </span>
          <span
            role="status"
            aria-label="Connection"
            className={clsx(
              'rounded-full px-3 py-1',
              clerk.connection === 'connected'
                ? 'text-emerald-800 dark:text-emerald-300'
                : 'bg-red-100 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100',
            )}
          >
            {connectionText[clerk.connection]}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Link to={`/admin/auctioneer-display/${room.auction_id}`} target="_blank" className={linkClass}>
          Open the auctioneer display
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        <Link to={roomPath} target="_blank" className={linkClass}>
          Open the bidders’ room
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
        <div className="ml-auto">
          <ShortcutsButton open={help} onToggle={onHelp} />
        </div>
      </div>
      {help && <ShortcutsList />}
    </header>
  );
}
