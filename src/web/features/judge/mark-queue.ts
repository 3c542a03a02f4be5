import type { SheetReceipt } from '../../../shared/judging';
import { ApiRequestError } from '../../lib/api-client';
import { sheetKeyOf } from './device-store';
import type { DeviceDatabase, LocalSheet, QueuedWrite } from './device-store';

/**
 * The judge's marks on their way to the scrutineer. A tap is written to the
 * device first (the sheet and its queued write in one transaction), then sent;
 * a write leaves the queue only when the server has answered it. A resend
 * carries the same submissionId, so the server applies it at most once.
 */

/** A change to a dance's list, applied to whatever the device holds at that moment. */
export type SheetEdit = (entries: readonly string[]) => string[];

/**
 * One tap, as a change to the dance's list. The change is applied to the list
 * stored on the device inside the write's transaction, never to the list the
 * screen last showed: two quick taps on a slow phone both count.
 */
export type SheetWrite = {
  judgeId: string;
  eventId: string;
  roundNumber: number;
  dance: string;
  edit: SheetEdit;
  /** The list to start from while this device has none of its own: the server's copy. */
  from: readonly string[];
  submit: boolean;
  label: string;
};

export class SheetLockedError extends Error {
  constructor() {
    super('This dance is submitted; ask the scrutineer for a correction.');
  }
}

/**
 * Saves a tap on the device and queues its write. Unsent drafts of the same
 * dance are dropped (the newer list supersedes them, and the server would
 * ignore them anyway); a submit is never dropped, and nothing follows it.
 */
export async function recordSheet(
  db: DeviceDatabase,
  deviceId: string,
  write: SheetWrite,
  newSubmissionId: () => string = () => crypto.randomUUID(),
): Promise<LocalSheet> {
  const key = sheetKeyOf(write.judgeId, write.eventId, write.roundNumber, write.dance);
  const tx = db.transaction(['sheets', 'outbox'], 'readwrite');
  const sheets = tx.objectStore('sheets');
  const outbox = tx.objectStore('outbox');
  const current = await sheets.get(key);
  if (current?.submitted) {
    tx.abort();
    await tx.done.catch(() => undefined);
    throw new SheetLockedError();
  }
  const entries = write.edit(current?.entries ?? write.from);
  const sheet: LocalSheet = {
    key,
    judgeId: write.judgeId,
    eventId: write.eventId,
    roundNumber: write.roundNumber,
    dance: write.dance,
    entries,
    version: (current?.version ?? 0) + 1,
    submitted: write.submit,
    receipt: current?.receipt ?? null,
    refusal: null,
    label: write.label,
  };
  await sheets.put(sheet);
  for (const queued of await outbox.index('bySheet').getAll(key)) {
    if (!queued.submit) await outbox.delete(queued.submissionId);
  }
  await outbox.put({
    submissionId: newSubmissionId(),
    sheetKey: key,
    judgeId: write.judgeId,
    eventId: write.eventId,
    roundNumber: write.roundNumber,
    dance: write.dance,
    deviceId,
    version: sheet.version,
    entries,
    submit: write.submit,
    queuedAt: Date.now(),
  });
  await tx.done;
  return sheet;
}

/** The judge's writes not yet answered, oldest first. */
export async function queuedWrites(db: DeviceDatabase, judgeId: string): Promise<QueuedWrite[]> {
  const writes = await db.getAllFromIndex('outbox', 'byJudge', judgeId);
  return writes.sort((a, b) => a.queuedAt - b.queuedAt || a.version - b.version);
}

export async function localSheets(db: DeviceDatabase, judgeId: string): Promise<LocalSheet[]> {
  return db.getAllFromIndex('sheets', 'byJudge', judgeId);
}

/** What a failed send means for its write. */
export type SendFailure = 'retry' | 'signed-out' | 'refused';

export function classifySendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiRequestError)) return 'retry';
  if (error.status === 401) return 'signed-out';
  const transient =
    error.code === 'network' ||
    error.code === 'http' ||
    error.status === 408 ||
    error.status === 429;
  return transient || error.status >= 500 ? 'retry' : 'refused';
}

/** The server answered: the write leaves the queue and the sheet records the receipt. */
async function recordReceipt(db: DeviceDatabase, write: QueuedWrite, receipt: SheetReceipt) {
  const tx = db.transaction(['sheets', 'outbox'], 'readwrite');
  await tx.objectStore('outbox').delete(write.submissionId);
  const sheet = await tx.objectStore('sheets').get(write.sheetKey);
  if (sheet && (sheet.receipt?.version ?? 0) <= write.version) {
    await tx.objectStore('sheets').put({
      ...sheet,
      receipt: { version: write.version, outcome: receipt.outcome, receivedAt: receipt.receivedAt },
    });
  }
  await tx.done;
}

/** The server refused the write for good (not a lost connection): keep why, and stop sending it. */
async function recordRefusal(db: DeviceDatabase, write: QueuedWrite, error: ApiRequestError) {
  const tx = db.transaction(['sheets', 'outbox'], 'readwrite');
  await tx.objectStore('outbox').delete(write.submissionId);
  const sheet = await tx.objectStore('sheets').get(write.sheetKey);
  if (sheet && sheet.version === write.version) {
    const locked = error.code === 'sheet_locked';
    // A refused submit leaves the dance open to fix, unless the server holds it locked.
    await tx.objectStore('sheets').put({
      ...sheet,
      submitted: locked || (sheet.submitted && !write.submit),
      refusal: error.message,
    });
  }
  await tx.done;
}

export type FlushResult = 'sent' | 'waiting' | 'signed-out';

/**
 * Sends the judge's queued writes, oldest first, until the queue is empty
 * ('sent'), the connection fails ('waiting': retry later, same submissionIds)
 * or the session is no longer valid ('signed-out': the queue is kept).
 */
export async function flushQueue(
  db: DeviceDatabase,
  judgeId: string,
  send: (write: QueuedWrite) => Promise<SheetReceipt>,
): Promise<FlushResult> {
  for (;;) {
    const [write] = await queuedWrites(db, judgeId);
    if (!write) return 'sent';
    try {
      await recordReceipt(db, write, await send(write));
    } catch (error) {
      const failure = classifySendFailure(error);
      if (failure === 'retry') return 'waiting';
      if (failure === 'signed-out') return 'signed-out';
      await recordRefusal(db, write, error as ApiRequestError);
    }
  }
}
