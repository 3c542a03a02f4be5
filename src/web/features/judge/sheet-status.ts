import type { DanceSheet } from '../../../shared/judging';
import type { LocalSheet } from './device-store';

/**
 * Where a dance's marks are: only on this device (waiting to be sent),
 * received by the scrutineer as a draft or submitted, received after the round was posted, or
 * refused by the server with a reason.
 */
export type SheetStatus =
  | { kind: 'not-started' }
  | { kind: 'saved-on-device' }
  /** The server has the judge's list so far, not yet submitted. */
  | { kind: 'draft-received' }
  | { kind: 'received' }
  | { kind: 'after-posting' }
  | { kind: 'refused'; message: string };

export type DanceView = {
  entries: string[];
  /** Submitted by the judge, or held locked by the server (e.g. entered by the scrutineer). */
  locked: boolean;
  status: SheetStatus;
};

/**
 * What the screen shows for a dance, from this device's sheet, its writes
 * still queued and the server's copy. The device's list wins while it has
 * one (it holds taps the server may not have yet), except that a sheet the
 * server holds submitted is shown as the server has it: the scrutineer may
 * have entered or corrected it.
 */
export function danceView(
  local: LocalSheet | undefined,
  queued: number,
  server: DanceSheet | undefined,
): DanceView {
  const serverLocked = server?.status === 'submitted';
  const entries =
    serverLocked && queued === 0 ? server.entries : (local?.entries ?? server?.entries ?? []);
  return {
    entries,
    locked: serverLocked || (local?.submitted ?? false),
    status: statusOf(local, queued, server),
  };
}

function statusOf(
  local: LocalSheet | undefined,
  queued: number,
  server: DanceSheet | undefined,
): SheetStatus {
  if (queued > 0) return { kind: 'saved-on-device' };
  if (local?.refusal) return { kind: 'refused', message: local.refusal };
  if (local?.receipt?.outcome === 'after-posting') return { kind: 'after-posting' };
  if (!local?.receipt && !server) return { kind: 'not-started' };
  const submitted = local?.submitted === true || server?.status === 'submitted';
  return { kind: submitted ? 'received' : 'draft-received' };
}

export const STATUS_WORDS: Record<Exclude<SheetStatus['kind'], 'refused'>, string> = {
  'not-started': 'No marks yet',
  'saved-on-device': 'Saved on this device; waiting to send',
  'draft-received': 'Draft received by the scrutineer; review and submit when done',
  received: 'Received by the scrutineer',
  'after-posting': 'Arrived after the round was posted; the scrutineer has it',
};

export const statusWords = (status: SheetStatus) =>
  status.kind === 'refused' ? `Not accepted: ${status.message}` : STATUS_WORDS[status.kind];
