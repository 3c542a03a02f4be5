import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { JudgeRounds, JudgeSession, SheetReceipt } from '../../../shared/judging';

/**
 * What a judge's device keeps in IndexedDB, so marks survive a reload, a closed
 * tab, a sleeping phone and lost wifi: the device's id, each judge's session,
 * the last rounds the server showed, the judge's sheets as tapped, and the
 * writes not yet acknowledged by the server.
 */

/** One dance of one round, as tapped on this device. */
export type LocalSheet = {
  key: string;
  judgeId: string;
  eventId: string;
  roundNumber: number;
  dance: string;
  /** The current list (recalled couples, or couples in place order). */
  entries: string[];
  /** Grows by one per tap on this device; the server keeps the highest. */
  version: number;
  submitted: boolean;
  /** The newest write the server acknowledged. */
  receipt: { version: number; outcome: SheetReceipt['outcome']; receivedAt: string } | null;
  /** Why the server refused the last write, when it did (not a lost connection). */
  refusal: string | null;
  /** "Bronze Waltz, Final: Waltz", for sheets whose round has left the running list. */
  label: string;
};

/** A write waiting for the server's answer; resent with the same submissionId until answered. */
export type QueuedWrite = {
  submissionId: string;
  sheetKey: string;
  judgeId: string;
  eventId: string;
  roundNumber: number;
  dance: string;
  deviceId: string;
  version: number;
  entries: string[];
  submit: boolean;
  /** Sending order: writes go out oldest first. */
  queuedAt: number;
};

/** A judge's sign-in on this device, with the last rounds seen (shown while offline). */
export type StoredJudge = {
  judgeId: string;
  session: JudgeSession | null;
  rounds: JudgeRounds | null;
};

interface JudgeDeviceSchema extends DBSchema {
  device: { key: 'deviceId'; value: string };
  judges: { key: string; value: StoredJudge };
  sheets: { key: string; value: LocalSheet; indexes: { byJudge: string } };
  outbox: { key: string; value: QueuedWrite; indexes: { bySheet: string; byJudge: string } };
}

export type DeviceDatabase = IDBPDatabase<JudgeDeviceSchema>;

export const DEVICE_DATABASE_NAME = 'judge-device';

export function openDeviceStore(name: string = DEVICE_DATABASE_NAME): Promise<DeviceDatabase> {
  return openDB<JudgeDeviceSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('device');
      db.createObjectStore('judges', { keyPath: 'judgeId' });
      db.createObjectStore('sheets', { keyPath: 'key' }).createIndex('byJudge', 'judgeId');
      const outbox = db.createObjectStore('outbox', { keyPath: 'submissionId' });
      outbox.createIndex('bySheet', 'sheetKey');
      outbox.createIndex('byJudge', 'judgeId');
    },
  });
}

/** The device's stable id, made on first use. */
export async function deviceIdOf(db: DeviceDatabase): Promise<string> {
  const tx = db.transaction('device', 'readwrite');
  const existing = await tx.store.get('deviceId');
  const id = existing ?? crypto.randomUUID();
  if (!existing) await tx.store.put(id, 'deviceId');
  await tx.done;
  return id;
}

export const sheetKeyOf = (judgeId: string, eventId: string, roundNumber: number, dance: string) =>
  JSON.stringify([judgeId, eventId, roundNumber, dance]);

export async function storedJudge(db: DeviceDatabase, judgeId: string): Promise<StoredJudge> {
  return (await db.get('judges', judgeId)) ?? { judgeId, session: null, rounds: null };
}

export async function saveSession(db: DeviceDatabase, session: JudgeSession): Promise<void> {
  const judgeId = session.judge.id;
  const tx = db.transaction('judges', 'readwrite');
  const current = (await tx.store.get(judgeId)) ?? { judgeId, session: null, rounds: null };
  await tx.store.put({ ...current, session });
  await tx.done;
}

/** Forgets the sign-in (the code was renewed); the judge's sheets and queue stay. */
export async function forgetSession(db: DeviceDatabase, judgeId: string): Promise<void> {
  const tx = db.transaction('judges', 'readwrite');
  const current = await tx.store.get(judgeId);
  if (current) await tx.store.put({ ...current, session: null });
  await tx.done;
}

export async function saveRounds(db: DeviceDatabase, judgeId: string, rounds: JudgeRounds) {
  const tx = db.transaction('judges', 'readwrite');
  const current = (await tx.store.get(judgeId)) ?? { judgeId, session: null, rounds: null };
  await tx.store.put({ ...current, rounds });
  await tx.done;
}
