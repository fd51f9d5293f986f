import type { ExternalToast } from 'sonner';

/** Spec section 9: toasts last 4 s by default, success 3 s, error 5 s. */
export const toastDurations = { default: 4_000, success: 3_000, error: 5_000 } as const;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const firstToastListeners = new Set<() => void>();

/**
 * Calls `listener` once the first toast is asked for (at once if one has been): the Toaster
 * mounts then, so a page that shows no toast never loads it.
 */
export function whenFirstToast(listener: () => void): () => void {
  if (sonner) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => {
    firstToastListeners.delete(listener);
  };
}

/**
 * The toaster loads with the first toast, never before the first paint; the Toaster shows the
 * toasts sent before it mounted.
 */
const withToast = (show: (toast: Sonner['toast']) => void): void => {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of firstToastListeners) listener();
    firstToastListeners.clear();
  }
  void sonner.then(({ toast }) => show(toast));
};

export const notify = {
  info: (message: string, options?: ExternalToast) =>
    withToast((toast) => toast(message, { duration: toastDurations.default, ...options })),
  success: (message: string, options?: ExternalToast) =>
    withToast((toast) => toast.success(message, { duration: toastDurations.success, ...options })),
  error: (message: string, options?: ExternalToast) =>
    withToast((toast) => toast.error(message, { duration: toastDurations.error, ...options })),
};
