import { isExtensionError } from './extension-errors';

/** Swallows errors thrown by browser extensions so they neither reach the console nor reports. */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isExtensionError(event.error, event.filename)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isExtensionError(event.reason)) {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection, true);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection, true);
  };
}
