/**
 * Runs `run` at most once per `intervalMs`: the first call at once, calls within the interval
 * folded into one more run at its end, so the last change is never missed.
 */
export function createThrottle(run: () => void, intervalMs: number) {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    lastRun = Date.now();
    run();
  };
  return {
    call() {
      if (timer) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
