import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/**
 * Asks before staff leave a form with unsaved changes: inside the app with a dialog that says
 * what is unsaved (`message`), and when the tab closes or reloads with the browser's own
 * question. `isDirty` is read when leaving.
 */
export function LeaveGuard({ isDirty, message }: { isDirty: () => boolean; message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave"
      confirmVariant="danger"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>{message}</p>
    </ConfirmDialog>
  );
}
