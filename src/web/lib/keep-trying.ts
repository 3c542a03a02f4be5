/** How long a screen nobody attends waits, at most, before reading again. */
export const MAX_RETRY_DELAY_MS = 10_000;

/** Doubles from one second after each failure, up to the cap. */
export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, MAX_RETRY_DELAY_MS);

/**
 * Query options for a screen nobody is at to press reload (the jumbotron):
 * a failed read is tried again for as long as the page is open, so a display
 * booted while the server is unreachable comes up once it is reachable.
 */
export const keepTrying = { retry: true, retryDelay } as const;

/** The retry options a hook may take in place of the app's default. */
export type RetryOptions = Partial<typeof keepTrying>;
