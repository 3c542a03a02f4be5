import { reindexSchedule } from './schedule-model';
import type { ScheduleState } from './schedule-model';

export type ClearResult =
  | { ok: true; value: ScheduleState }
  | { ok: false; reason: 'rounds-have-marks'; eventNames: string[] };

/**
 * Removes every round of the given events, with their marks and saved
 * results, and re-indexes the schedule. Once any of those events has marks or
 * saved results, that work would be lost, so it is refused unless confirmed;
 * the refusal names the events concerned.
 */
export function clearEventRounds(
  state: ScheduleState,
  eventNames: readonly string[],
  options: { confirmed: boolean },
): ClearResult {
  const names = new Set(eventNames);
  const hasWork = (name: string) =>
    Object.keys(state.marks[name] ?? {}).length +
      Object.keys(state.savedResults[name] ?? {}).length >
    0;
  const withWork = [...names].filter(hasWork);
  if (withWork.length > 0 && !options.confirmed) {
    return { ok: false, reason: 'rounds-have-marks', eventNames: withWork };
  }
  const keep = (record: ScheduleState['marks']) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => !names.has(name)));
  return {
    ok: true,
    value: {
      rounds: reindexSchedule(state.rounds.filter((round) => !names.has(round.eventName))),
      marks: keep(state.marks),
      savedResults: keep(state.savedResults),
    },
  };
}
