import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SheetReceipt } from '../../../shared/judging';
import { ApiRequestError } from '../../lib/api-client';
import { deviceIdOf, openDeviceStore, sheetKeyOf } from './device-store';
import type { DeviceDatabase, QueuedWrite } from './device-store';
import {
  classifySendFailure,
  flushQueue,
  localSheets,
  queuedWrites,
  recordSheet,
  SheetLockedError,
} from './mark-queue';
import type { SheetWrite } from './mark-queue';
import { tapCouple } from './sheet-edits';

let db: DeviceDatabase;
let databaseCount = 0;
let deviceId: string;

beforeEach(async () => {
  databaseCount += 1;
  db = await openDeviceStore(`judge-device-test-${databaseCount}`);
  deviceId = await deviceIdOf(db);
});
afterEach(() => db.close());

const waltz = (entries: string[], submit = false): SheetWrite => ({
  judgeId: 'j1',
  eventId: 'e1',
  roundNumber: 2,
  dance: 'Waltz',
  edit: () => entries,
  from: [],
  submit,
  label: 'Bronze Waltz, Semi-final: Waltz',
});
const tango = (entries: string[]): SheetWrite => ({ ...waltz(entries), dance: 'Tango' });

/** A server that answers every write, remembering each submissionId it applied. */
function fakeServer() {
  const applied = new Map<string, QueuedWrite>();
  let failing: ApiRequestError | undefined;
  return {
    applied,
    failWith(error: ApiRequestError | undefined) {
      failing = error;
    },
    async send(write: QueuedWrite): Promise<SheetReceipt> {
      if (failing) throw failing;
      applied.set(write.submissionId, write);
      return {
        submissionId: write.submissionId,
        outcome: 'counted',
        receivedAt: '2026-05-02T10:00:00.000Z',
        sheet: null,
      };
    },
  };
}

const offline = new ApiRequestError(0, 'network', 'Cannot reach the server.');

describe('recordSheet', () => {
  it('keeps one stable device id', async () => {
    expect(await deviceIdOf(db)).toBe(deviceId);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('saves the list on the device with a version that grows per tap', async () => {
    await recordSheet(db, deviceId, waltz(['a']));
    const sheet = await recordSheet(db, deviceId, waltz(['a', 'b']));
    expect(sheet).toMatchObject({ entries: ['a', 'b'], version: 2, submitted: false });
    expect(await localSheets(db, 'j1')).toEqual([sheet]);
  });

  it('keeps only the newest unsent draft of a dance, and every dance apart', async () => {
    await recordSheet(db, deviceId, waltz(['a']));
    await recordSheet(db, deviceId, tango(['x']));
    await recordSheet(db, deviceId, waltz(['a', 'b']));
    const queued = await queuedWrites(db, 'j1');
    expect(queued.map((w) => [w.dance, w.version, w.entries])).toEqual([
      ['Tango', 1, ['x']],
      ['Waltz', 2, ['a', 'b']],
    ]);
    expect(new Set(queued.map((w) => w.submissionId)).size).toBe(2);
    expect(queued.every((w) => w.deviceId === deviceId)).toBe(true);
  });

  it('counts every one of several quick taps, each applied to the list the last one left', async () => {
    const tap = (entryId: string): SheetWrite => ({
      ...waltz([]),
      edit: (entries) => tapCouple(entries, entryId),
    });
    // Started together, as taps are on a phone that has not yet shown the first one.
    await Promise.all(['a', 'b', 'c'].map((id) => recordSheet(db, deviceId, tap(id))));
    const [sheet] = await localSheets(db, 'j1');
    expect(sheet).toMatchObject({ entries: ['a', 'b', 'c'], version: 3 });
    await recordSheet(db, deviceId, tap('b'));
    expect((await localSheets(db, 'j1'))[0]?.entries).toEqual(['a', 'c']);
  });

  it("starts from the server's copy while the device has no list of its own", async () => {
    const sheet = await recordSheet(db, deviceId, {
      ...waltz([]),
      from: ['s1', 's2'],
      edit: (entries) => tapCouple(entries, 'x'),
    });
    expect(sheet.entries).toEqual(['s1', 's2', 'x']);
  });

  it('never drops a submit, and refuses taps after it', async () => {
    await recordSheet(db, deviceId, waltz(['a']));
    await recordSheet(db, deviceId, waltz(['a', 'b'], true));
    await expect(recordSheet(db, deviceId, waltz(['a']))).rejects.toBeInstanceOf(SheetLockedError);
    const queued = await queuedWrites(db, 'j1');
    expect(queued.map((w) => [w.version, w.submit])).toEqual([[2, true]]);
  });
});

describe('flushQueue', () => {
  it('sends the queue and records the receipt', async () => {
    const server = fakeServer();
    await recordSheet(db, deviceId, waltz(['a', 'b'], true));
    expect(await flushQueue(db, 'j1', server.send)).toBe('sent');
    expect(await queuedWrites(db, 'j1')).toEqual([]);
    const [sheet] = await localSheets(db, 'j1');
    expect(sheet?.receipt).toEqual({
      version: 1,
      outcome: 'counted',
      receivedAt: '2026-05-02T10:00:00.000Z',
    });
  });

  it('keeps writes through a lost connection and resends them with the same submissionId', async () => {
    const server = fakeServer();
    await recordSheet(db, deviceId, waltz(['a']));
    const [first] = await queuedWrites(db, 'j1');
    server.failWith(offline);
    expect(await flushQueue(db, 'j1', server.send)).toBe('waiting');
    expect(await queuedWrites(db, 'j1')).toEqual([first]);

    server.failWith(undefined);
    expect(await flushQueue(db, 'j1', server.send)).toBe('sent');
    expect([...server.applied.keys()]).toEqual([first?.submissionId]);
  });

  it('survives the device store being closed and reopened (a reload) with the queue intact', async () => {
    const name = `judge-device-reload-${databaseCount}`;
    const before = await openDeviceStore(name);
    const id = await deviceIdOf(before);
    await recordSheet(before, id, waltz(['a', 'b']));
    before.close();

    const after = await openDeviceStore(name);
    expect(await deviceIdOf(after)).toBe(id);
    const server = fakeServer();
    expect(await flushQueue(after, 'j1', server.send)).toBe('sent');
    expect([...server.applied.values()].map((w) => w.entries)).toEqual([['a', 'b']]);
    after.close();
  });

  it('stops on an expired session and keeps the queue for after sign-in', async () => {
    const server = fakeServer();
    await recordSheet(db, deviceId, waltz(['a']));
    server.failWith(new ApiRequestError(401, 'judge_session_required', 'Sign in again.'));
    expect(await flushQueue(db, 'j1', server.send)).toBe('signed-out');
    expect(await queuedWrites(db, 'j1')).toHaveLength(1);
  });

  it('drops a write the server refuses for good, says why, and reopens a refused submit', async () => {
    await recordSheet(db, deviceId, waltz(['a'], true));
    const refusal = new ApiRequestError(400, 'couples_unplaced', 'Place every couple.');
    const send = () => Promise.reject(refusal);
    expect(await flushQueue(db, 'j1', send)).toBe('sent');
    expect(await queuedWrites(db, 'j1')).toEqual([]);
    const [sheet] = await localSheets(db, 'j1');
    expect(sheet).toMatchObject({ submitted: false, refusal: 'Place every couple.' });
  });

  it('locks the dance when the server holds it submitted', async () => {
    await recordSheet(db, deviceId, waltz(['a']));
    const refusal = new ApiRequestError(409, 'sheet_locked', 'Already submitted.');
    await flushQueue(db, 'j1', () => Promise.reject(refusal));
    const [sheet] = await localSheets(db, 'j1');
    expect(sheet?.submitted).toBe(true);
  });

  it('records an answer that arrived after the round was posted', async () => {
    await recordSheet(db, deviceId, waltz(['a'], true));
    await flushQueue(db, 'j1', async (write) => ({
      submissionId: write.submissionId,
      outcome: 'after-posting',
      receivedAt: '2026-05-02T11:00:00.000Z',
      sheet: null,
    }));
    const sheet = await db.get('sheets', sheetKeyOf('j1', 'e1', 2, 'Waltz'));
    expect(sheet?.receipt?.outcome).toBe('after-posting');
  });

  it('keeps a newer receipt when an older write is answered late', async () => {
    await recordSheet(db, deviceId, waltz(['a']));
    const [older] = await queuedWrites(db, 'j1');
    let tapDuringSend = true;
    const server = fakeServer();
    // The judge taps again while the first write is on its way.
    const send = async (write: QueuedWrite) => {
      if (tapDuringSend) {
        tapDuringSend = false;
        await recordSheet(db, deviceId, waltz(['a', 'b']));
      }
      return server.send(write);
    };
    expect(await flushQueue(db, 'j1', send)).toBe('sent');
    expect([...server.applied.values()].map((w) => w.version)).toEqual([1, 2]);
    expect(server.applied.has(older?.submissionId ?? '')).toBe(true);
    const [sheet] = await localSheets(db, 'j1');
    expect(sheet?.receipt?.version).toBe(2);
  });
});

describe('classifySendFailure', () => {
  it.each([
    [offline, 'retry'],
    [new ApiRequestError(502, 'http', 'Bad gateway'), 'retry'],
    [new ApiRequestError(429, 'rate_limited', 'Wait'), 'retry'],
    [new ApiRequestError(401, 'judge_session_required', 'Sign in'), 'signed-out'],
    [new ApiRequestError(409, 'round_not_running', 'Not running'), 'refused'],
    [new Error('answer did not match the schema'), 'retry'],
  ])('%s: %s', (error, expected) => {
    expect(classifySendFailure(error)).toBe(expected);
  });
});
