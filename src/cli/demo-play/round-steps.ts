import type { TieChoice } from '../../domain/scrutineering';
import type { RecallComputation, RoundJudging } from '../../shared/judging';
import { seededFraction } from './seeded-fraction';

/** What the people on duty do next for a round, read from the round as the scrutineer sees it. */
export type RoundStep = 'check-in' | 'start' | 'mark' | 'post' | 'approve' | 'done';

export function nextRoundStep(
  round: Pick<RoundJudging, 'roundState' | 'couples' | 'lock'>,
): RoundStep {
  switch (round.roundState) {
    case 'Initialized':
      return round.couples.some((couple) => !couple.checkedIn && !couple.absent)
        ? 'check-in'
        : 'start';
    case 'Running':
      return 'mark';
    case 'Marked':
      return 'post';
    case 'Posted':
      return round.lock === null ? 'approve' : 'done';
    case 'Empty':
    case 'Skipped':
      return 'done';
  }
}

/**
 * The replay's chairman settles a tie at the cut by recalling every tied
 * couple (the usual call when the next round has room: nobody goes out on a
 * tie), unless that would recall the whole round, which would make the round
 * pointless; then none of them.
 */
export function chooseTieCut(
  computation: Pick<RecallComputation, 'options' | 'ranked'>,
): TieChoice | undefined {
  const more = computation.options.find((option) => option.choice === 'recall-more');
  if (more && more.recalled < computation.ranked.length) return 'recall-more';
  return computation.options.find((option) => option.choice === 'recall-fewer')?.choice;
}

/** Something the deck captain meets at check-in now and then. */
export type FloorIncident = { kind: 'no-show' | 'scratch'; entryId: string } | null;

/** About one first round in four has a couple missing: one a no-show, one scratched. */
const INCIDENT_CHANCE = 0.25;

/**
 * Whether a couple does not come to this round: only in recall rounds whose
 * couples the deck captain may still change and with a couple to spare over
 * the recall, so the round can still recall as many as it should.
 */
export function floorIncident({
  seed,
  roundKey,
  kind,
  couples,
  recallSize,
  rearrangeable,
}: {
  seed: string;
  roundKey: string;
  kind: 'recall' | 'final';
  couples: readonly string[];
  recallSize: number;
  rearrangeable: boolean;
}): FloorIncident {
  if (kind !== 'recall' || !rearrangeable || couples.length <= recallSize + 1) return null;
  if (seededFraction(seed, roundKey, 'incident') >= INCIDENT_CHANCE) return null;
  const entryId = couples[Math.floor(seededFraction(seed, roundKey, 'who') * couples.length)];
  if (entryId === undefined) return null;
  return {
    kind: seededFraction(seed, roundKey, 'which') < 0.5 ? 'no-show' : 'scratch',
    entryId,
  };
}
