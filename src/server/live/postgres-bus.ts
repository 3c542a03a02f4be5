import { EventEmitter } from 'node:events';
import pg from 'pg';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { LiveNotification } from '../../shared/live';
import type { Database } from '../db/schema';
import type { BusEvents, ChangeBus, ChangeListener, Hearing } from './bus';
import { headSeq, readChangesAfter } from './change-log';

const CHANNEL = 'live_changes';
const READ_BATCH = 1000;
const RECONNECT_MS = 1000;

/**
 * Cross-instance bus over LISTEN/NOTIFY. A notification says only "the log grew";
 * each instance then reads what it has not yet seen from the change log, so a
 * notification lost while reconnecting loses nothing, and payloads of any size
 * pass (NOTIFY itself is capped at 8000 bytes). While the connection is down,
 * changes from other instances go unheard until the reconnect's catch-up:
 * consumers hear `lost` at the drop and `resumed` once that catch-up is done.
 */
export class PostgresBus implements ChangeBus {
  private readonly events = new EventEmitter<BusEvents>();
  private deaf = false;
  private client: pg.Client | undefined;
  private lastSeen = 0;
  private reading: Promise<void> | undefined;
  private readAgain = false;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.lastSeen = await headSeq(this.db);
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', () => this.catchUp());
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'live bus connection lost; reconnecting');
      this.setDeaf(true);
      void client.end().catch(() => undefined);
      this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    // Anything committed while we were not listening is read now.
    this.catchUp();
  }

  private setDeaf(deaf: boolean): void {
    if (deaf === this.deaf) return;
    this.deaf = deaf;
    const hearing: Hearing = deaf ? 'lost' : 'resumed';
    this.events.emit('hearing', hearing);
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.client = undefined;
    setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.log.warn({ err: error }, 'live bus reconnect failed');
        this.scheduleReconnect();
      });
    }, RECONNECT_MS).unref();
  }

  /** Reads new changes in order; notifications arriving meanwhile trigger one more read. */
  private catchUp(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        let batch: LiveNotification[];
        do {
          batch = await readChangesAfter(this.db, this.lastSeen, READ_BATCH);
          const last = batch.at(-1);
          if (last) {
            this.lastSeen = last.seq;
            this.events.emit('changes', batch);
          }
        } while (batch.length === READ_BATCH);
      } while (this.readAgain && !this.closed);
      // A read that ends while listening has heard everything up to now.
      if (this.client) this.setDeaf(false);
    })()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'live bus read failed');
        // What was not read is read at the next notification; until then it is unheard.
        this.setDeaf(true);
      })
      .finally(() => {
        this.reading = undefined;
      });
  }

  async publish(changes: LiveNotification[]): Promise<void> {
    const last = changes.at(-1);
    if (!last || this.closed) return;
    await sql`select pg_notify(${CHANNEL}, ${String(last.seq)})`.execute(this.db);
  }

  onChanges(listener: ChangeListener): void {
    this.events.on('changes', listener);
  }

  onHearing(listener: (hearing: Hearing) => void): void {
    this.events.on('hearing', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.reading;
    await this.client?.end().catch(() => undefined);
  }
}
