import { type ExternalToast, toast } from 'sonner';

/** Spec section 9: toasts last 4 s by default, success 3 s, error 5 s. */
export const toastDurations = { default: 4_000, success: 3_000, error: 5_000 } as const;

export const notify = {
  info: (message: string, options?: ExternalToast) =>
    toast(message, { duration: toastDurations.default, ...options }),
  success: (message: string, options?: ExternalToast) =>
    toast.success(message, { duration: toastDurations.success, ...options }),
  error: (message: string, options?: ExternalToast) =>
    toast.error(message, { duration: toastDurations.error, ...options }),
};
