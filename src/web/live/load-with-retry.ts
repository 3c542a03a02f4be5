/** Waits before the next attempt after each failure: quick at first, then every 30 s. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;

/** How long to wait after the given number of failed attempts (1 or more). */
export function retryDelayMs(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

/**
 * Loads something that may fail for a while (code on a flaky phone) and tries
 * again after each failure until it arrives or `stop` is called. The first
 * failure is reported; later ones are the same episode. Returns `stop`.
 */
export function loadWithRetry<T>(
  load: () => Promise<T>,
  on: { loaded: (value: T) => void; firstFailure: (error: unknown) => void },
): () => void {
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    load().then(
      (value) => {
        if (!stopped) on.loaded(value);
      },
      (error: unknown) => {
        if (stopped) return;
        failures += 1;
        if (failures === 1) on.firstFailure(error);
        timer = setTimeout(attempt, retryDelayMs(failures));
      },
    );
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
