import type { ExternalToast } from 'sonner';

/** Spec section 9: toasts last 4 s by default, success 3 s, error 5 s. */
export const toastDurations = { default: 4_000, success: 3_000, error: 5_000 } as const;

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;

/**
 * The toaster loads after the first paint, never before it: a toast sent earlier waits for it, and
 * the Toaster shows the toasts sent before it mounted.
 */
const withToast = (show: (toast: Sonner['toast']) => void): void => {
  sonner ??= import('sonner');
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
