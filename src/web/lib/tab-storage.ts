/** The part of the Web Storage API the app uses (sessionStorage); tests pass a Map-backed one. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Runs `action` on the storage, or gives undefined when the browser refuses it
 * (storage disabled, a private window's quota): what the app keeps there is a
 * convenience, never a reason for a screen to fail.
 */
export function withTabStorage<T>(
  storage: () => TabStorage,
  action: (store: TabStorage) => T,
): T | undefined {
  try {
    return action(storage());
  } catch {
    return undefined;
  }
}
