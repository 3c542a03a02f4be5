import { Alert } from '@mantine/core';
import type { DeviceSnapshot } from './mark-sender';

/** The count of writes waiting, said politely to screen readers as it changes. */
export function SendStatus({ snapshot, offline }: { snapshot: DeviceSnapshot; offline: boolean }) {
  const waiting = snapshot.queue.length;
  const noConnection = offline || snapshot.sending === 'waiting';
  const words =
    waiting === 0
      ? 'Nothing waiting to be sent.'
      : `${waiting} ${waiting === 1 ? 'dance' : 'dances'} waiting to be sent; saved on this device.`;
  return (
    <Alert
      role="status"
      aria-live="polite"
      aria-label="Sending"
      color={waiting === 0 ? 'green' : 'yellow'}
      variant="outline"
      p="xs"
      data-testid="send-status"
    >
      {words}
      {noConnection && waiting > 0 && ' No connection; trying again by itself.'}
      {noConnection && waiting === 0 && ' No connection right now.'}
    </Alert>
  );
}
