import type { LiveNotification } from '../../shared/live';

/**
 * Carries committed changes to every server instance's change feed. In-process
 * by default; PostgreSQL LISTEN/NOTIFY when several instances share a database.
 */
export interface ChangeBus {
  /** Called after commit with the changes the transaction appended, in seq order. */
  publish(changes: LiveNotification[]): Promise<void>;
  /** Registers the one consumer of this instance (its change feed). */
  onChanges(listener: (changes: LiveNotification[]) => void): void;
  close(): Promise<void>;
}

export class InProcessBus implements ChangeBus {
  private listener: ((changes: LiveNotification[]) => void) | undefined;

  async publish(changes: LiveNotification[]): Promise<void> {
    if (changes.length > 0) this.listener?.(changes);
  }

  onChanges(listener: (changes: LiveNotification[]) => void): void {
    this.listener = listener;
  }

  async close(): Promise<void> {
    this.listener = undefined;
  }
}
