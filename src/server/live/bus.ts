import { EventEmitter } from 'node:events';
import type { LiveNotification } from '../../shared/live';

export type ChangeListener = (changes: LiveNotification[]) => void;

/**
 * Whether this instance hears every change: `lost` when changes committed
 * elsewhere may go unheard (the bus's connection dropped), `resumed` once
 * everything committed meanwhile has been delivered.
 */
export type Hearing = 'lost' | 'resumed';

/** A bus's consumers; EventEmitter calls them synchronously, in the order they were added. */
export type BusEvents = { changes: [LiveNotification[]]; hearing: [Hearing] };

/**
 * Carries committed changes to every server instance's consumers: the public
 * read cache, then the change feed. In-process by default; PostgreSQL
 * LISTEN/NOTIFY when several instances share a database.
 */
export interface ChangeBus {
  /** Called after commit with the changes the transaction appended, in seq order. */
  publish(changes: LiveNotification[]): Promise<void>;
  /**
   * Adds a consumer. Consumers run in the order they were added, so one added
   * first has done its work before a later one runs (the read cache forgets
   * stale answers before the feed tells browsers to refetch).
   */
  onChanges(listener: ChangeListener): void;
  onHearing(listener: (hearing: Hearing) => void): void;
  close(): Promise<void>;
}

export class InProcessBus implements ChangeBus {
  private readonly events = new EventEmitter<BusEvents>();

  async publish(changes: LiveNotification[]): Promise<void> {
    if (changes.length > 0) this.events.emit('changes', changes);
  }

  onChanges(listener: ChangeListener): void {
    this.events.on('changes', listener);
  }

  /** One process hears all of its own changes: there is never anything to report. */
  onHearing(): void {}

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}
