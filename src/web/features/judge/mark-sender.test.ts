import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SheetReceipt } from '../../../shared/judging';
import { ApiRequestError } from '../../lib/api-client';
import { deviceIdOf, openDeviceStore } from './device-store';
import type { DeviceDatabase, QueuedWrite } from './device-store';
import { MarkSender } from './mark-sender';

let db: DeviceDatabase;
let sender: MarkSender;
let count = 0;
let browserWindow: EventTarget;

beforeEach(async () => {
  count += 1;
  db = await openDeviceStore(`mark-sender-test-${count}`);
  browserWindow = new EventTarget();
  sender = new MarkSender(db, await deviceIdOf(db), 'j1', browserWindow);
  await sender.load();
});
afterEach(() => {
  sender.close();
  db.close();
});

const tap = (entries: string[], submit = false) =>
  sender.record({
    judgeId: 'j1',
    eventId: 'e1',
    roundNumber: 1,
    dance: 'Waltz',
    edit: () => entries,
    from: [],
    submit,
    label: 'Bronze Waltz, Final: Waltz',
  });

const answer = (write: QueuedWrite): SheetReceipt => ({
  submissionId: write.submissionId,
  outcome: 'counted',
  receivedAt: '2026-05-02T10:00:00.000Z',
  sheet: null,
});

describe('MarkSender', () => {
  it('keeps taps on the device until a session lets it send them', async () => {
    await tap(['a']);
    expect(sender.getSnapshot().queue).toHaveLength(1);
    const send = vi.fn(async (write: QueuedWrite) => answer(write));
    sender.startSending(send, () => undefined);
    await vi.waitFor(() => expect(sender.getSnapshot().queue).toHaveLength(0));
    expect(send).toHaveBeenCalledTimes(1);
    expect(sender.getSnapshot().sheets[0]?.receipt?.version).toBe(1);
  });

  it('asks for the code again when the session is refused, keeping the queue', async () => {
    const refused = vi.fn();
    sender.startSending(
      () => Promise.reject(new ApiRequestError(401, 'judge_session_required', 'Sign in again.')),
      refused,
    );
    await tap(['a', 'b'], true);
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(sender.getSnapshot().queue.map((w) => w.submit)).toEqual([true]);
  });

  it('sends again when the browser is back online, with the same submissionId', async () => {
    const ids: string[] = [];
    let online = false;
    sender.startSending(
      async (write) => {
        ids.push(write.submissionId);
        if (!online) throw new ApiRequestError(0, 'network', 'Cannot reach the server.');
        return answer(write);
      },
      () => undefined,
    );
    await tap(['a']);
    await vi.waitFor(() => expect(sender.getSnapshot().sending).toBe('waiting'));
    online = true;
    browserWindow.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sender.getSnapshot().queue).toHaveLength(0));
    expect(new Set(ids).size).toBe(1);
  });
});
