type Reporter = (error: unknown) => void;

let reporter: Reporter | null = null;

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Sends an error to the error-reporting service when one is set up, and always logs it. */
export function reportError(error: unknown): void {
  console.error(error);
  reporter?.(error);
}
