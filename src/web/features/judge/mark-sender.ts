import type { SheetReceipt } from '../../../shared/judging';
import type { DeviceDatabase, LocalSheet, QueuedWrite } from './device-store';
import { flushQueue, localSheets, queuedWrites, recordSheet } from './mark-queue';
import type { SheetWrite } from './mark-queue';

/** What the screen shows of the device: the judge's sheets, the queue, and how sending goes. */
export type DeviceSnapshot = {
  sheets: LocalSheet[];
  queue: QueuedWrite[];
  /** 'waiting': the last send failed for want of a connection; another try is planned. */
  sending: 'idle' | 'sending' | 'waiting';
};

const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 30_000;

/**
 * Keeps one judge's queue moving: sends after every tap, again when the
 * browser says it is back online, and otherwise after a growing wait. Only
 * one flush runs at a time; a tap during a flush is picked up by it.
 */
export class MarkSender {
  private snapshot: DeviceSnapshot = { sheets: [], queue: [], sending: 'idle' };
  private readonly listeners = new Set<() => void>();
  private send: ((write: QueuedWrite) => Promise<SheetReceipt>) | null = null;
  private onSessionRefused: () => void = () => undefined;
  private flushing: Promise<void> | null = null;
  private flushAgain = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = FIRST_RETRY_MS;
  private closed = false;
  private readonly onOnline = () => this.sendNow();

  constructor(
    private readonly db: DeviceDatabase,
    private readonly deviceId: string,
    private readonly judgeId: string,
    /** Where the browser says it is back online: the window. */
    private readonly connectivity: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  ) {
    connectivity.addEventListener('online', this.onOnline);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /**
   * Sends with the judge's session from now on. When the server refuses the
   * session (the code was renewed), sending stops, the queue stays, and
   * `onSessionRefused` asks the judge to sign in again.
   */
  startSending(send: (write: QueuedWrite) => Promise<SheetReceipt>, onSessionRefused: () => void) {
    this.send = send;
    this.onSessionRefused = onSessionRefused;
    this.sendNow();
  }

  stopSending(): void {
    this.send = null;
  }

  /** Saves a tap on the device, then sends it. */
  async record(write: SheetWrite): Promise<void> {
    await recordSheet(this.db, this.deviceId, write);
    await this.refresh(this.snapshot.sending);
    this.sendNow();
  }

  /** Reads the device's state; call once at start, before any sending. */
  async load(): Promise<void> {
    await this.refresh('idle');
  }

  sendNow(): void {
    clearTimeout(this.retryTimer);
    if (this.closed) return;
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      if (this.flushAgain) {
        this.flushAgain = false;
        this.sendNow();
      }
    });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.connectivity.removeEventListener('online', this.onOnline);
    this.listeners.clear();
  }

  private async flush(): Promise<void> {
    const send = this.send;
    if (!send) return;
    await this.refresh('sending');
    const result = await flushQueue(this.db, this.judgeId, async (write) => {
      const receipt = await send(write);
      // Each answer shows at once, not only when the whole queue is through.
      await this.refresh('sending');
      return receipt;
    });
    if (result === 'waiting') {
      this.retryTimer = setTimeout(() => this.sendNow(), this.retryDelay);
      this.retryDelay = Math.min(this.retryDelay * 2, LONGEST_RETRY_MS);
    } else {
      this.retryDelay = FIRST_RETRY_MS;
    }
    await this.refresh(result === 'waiting' ? 'waiting' : 'idle');
    if (result === 'signed-out' && this.send === send) {
      this.send = null;
      this.onSessionRefused();
    }
  }

  private async refresh(sending: DeviceSnapshot['sending']): Promise<void> {
    const [sheets, queue] = await Promise.all([
      localSheets(this.db, this.judgeId),
      queuedWrites(this.db, this.judgeId),
    ]);
    this.snapshot = { sheets, queue, sending };
    for (const listener of this.listeners) listener();
  }
}
