import { WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { errorMessages } from '../http/error-catalogue';
import { notify } from '../notify';
import { useOnlineStatus } from './use-online-status';

/** Spec section 4: going offline shows a message (and the HTTP client blocks requests). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const wasOnline = useRef(online);
  useEffect(() => {
    // One toast id with the HTTP client's offline message, so the two never show twice.
    if (wasOnline.current && !online) notify.error(errorMessages.offline, { id: errorMessages.offline });
    if (!wasOnline.current && online) notify.success('You are back online.', { id: errorMessages.offline });
    wasOnline.current = online;
  }, [online]);
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 bg-brass-300 px-4 py-2 text-center text-sm font-medium text-harbour-950"
    >
      <WifiOff aria-hidden="true" className="mr-2 inline size-4 align-[-2px]" />
      {errorMessages.offline}
    </div>
  );
}
