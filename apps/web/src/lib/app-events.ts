type Listener<T> = (value: T) => void;

function createSignal<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    emit(value: T) {
      for (const listener of listeners) listener(value);
    },
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The HTTP client saw a 401: the stored token is gone and the session must end. */
export const sessionExpired = createSignal<void>();

/** The HTTP client saw a 503 maintenance answer, with the server's message if it had one. */
export const maintenanceDetected = createSignal<string | null>();
