import { useEffect, useState, useSyncExternalStore } from 'react';
import { deviceIdOf, openDeviceStore, storedJudge } from './device-store';
import type { DeviceDatabase, StoredJudge } from './device-store';
import { MarkSender } from './mark-sender';

export type JudgeDevice = { db: DeviceDatabase; sender: MarkSender; stored: StoredJudge };

let opening: Promise<{ db: DeviceDatabase; deviceId: string }> | undefined;

/** The tab's one connection to the device store. */
function openDevice() {
  opening ??= openDeviceStore().then(async (db) => ({ db, deviceId: await deviceIdOf(db) }));
  return opening;
}

/**
 * This device's store and mark sender for one judge, once read from
 * IndexedDB; an Error when the browser keeps no storage (marks could be lost,
 * so the screen says so instead of taking them).
 */
export function useJudgeDevice(judgeId: string): JudgeDevice | Error | undefined {
  const [device, setDevice] = useState<JudgeDevice | Error>();
  useEffect(() => {
    let sender: MarkSender | undefined;
    let closed = false;
    openDevice()
      .then(async ({ db, deviceId }) => {
        const stored = await storedJudge(db, judgeId);
        if (closed) return;
        sender = new MarkSender(db, deviceId, judgeId, window);
        await sender.load();
        setDevice({ db, sender, stored });
      })
      .catch((error: unknown) =>
        setDevice(error instanceof Error ? error : new Error('This browser keeps no storage.')),
      );
    return () => {
      closed = true;
      sender?.close();
    };
  }, [judgeId]);
  return device;
}

export function useDeviceSnapshot(sender: MarkSender) {
  return useSyncExternalStore(sender.subscribe, sender.getSnapshot);
}
