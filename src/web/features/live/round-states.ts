import type { RoundState } from '../../../domain/competition/enumerations';

/** A round's state as a spectator reads it. */
export const ROUND_STATE_LABELS: Record<RoundState, string> = {
  Initialized: 'To come',
  Empty: 'Waiting for the recall',
  Running: 'On the floor',
  Skipped: 'Skipped',
  Marked: 'Being checked',
  Posted: 'Posted',
};
