/**
 * The deck captain's floor on competition day: now and next, scratches,
 * heats and the check-in count. Pure: no I/O, nothing imported from outside
 * src/domain. The check-in cascade itself is `cascadeCheckin` in
 * src/domain/competition.
 */
export {
  NEXT_ROUNDS_SHOWN,
  awaitedRound,
  checkInCount,
  heatOf,
  heatRefusal,
  isLeftOutByScratch,
  isRoundStarted,
  nowAndNext,
} from './floor-rules';
export type { FloorRoundPosition } from './floor-rules';
