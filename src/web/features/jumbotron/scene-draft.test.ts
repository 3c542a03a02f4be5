import { describe, expect, it } from 'vitest';
import type { ScheduleRound } from '../../../shared/schedule';
import { EMPTY_DRAFT, finalChoices, heatChoices, roundChoices, sceneOf } from './scene-draft';

const round = (over: Partial<ScheduleRound>): ScheduleRound => ({
  eventId: 'e1',
  eventName: 'Gold Waltz',
  style: 'Standard',
  level: 'Gold',
  roundNumber: 2,
  roundId: 'e1-R2',
  roundName: 'Semi-Final',
  roundState: 'Running',
  scheduleIndex: 0,
  recallSize: 6,
  numHeats: 2,
  entryCount: 12,
  plannedStart: null,
  actualStart: null,
  ...over,
});

const semi = round({});
const postedSemi = round({ eventId: 'e2', roundId: 'e2-R2', roundState: 'Posted' });
const postedFinal = round({
  eventId: 'e2',
  roundId: 'e2-R1',
  roundNumber: 1,
  roundName: 'Final',
  roundState: 'Posted',
});
const waiting = round({ eventId: 'e1', roundId: 'e1-R1', roundNumber: 1, entryCount: 0 });
const rounds = [semi, postedSemi, postedFinal, waiting];

describe('the scene draft', () => {
  it('offers rounds with couples for a heat, posted rounds before the final for a recall', () => {
    expect(roundChoices(rounds, 'heat').map((c) => c.value)).toEqual(['e1-R2', 'e2-R2', 'e2-R1']);
    expect(roundChoices(rounds, 'recall').map((c) => c.value)).toEqual(['e2-R2']);
    expect(finalChoices(rounds)).toEqual([{ value: 'e2', label: 'Gold Waltz' }]);
    expect(heatChoices(semi).map((c) => c.label)).toEqual(['Heat 1', 'Heat 2']);
  });

  it('makes a scene only once the draft names what its kind needs', () => {
    expect(sceneOf({ ...EMPTY_DRAFT, kind: 'heat', roundId: 'e1-R2' }, rounds)).toBeNull();
    expect(sceneOf({ ...EMPTY_DRAFT, kind: 'heat', roundId: 'e1-R2', heat: 2 }, rounds)).toEqual({
      kind: 'heat',
      eventId: 'e1',
      roundNumber: 2,
      heat: 2,
    });
    expect(sceneOf({ ...EMPTY_DRAFT, kind: 'message', text: '  ' }, rounds)).toBeNull();
    expect(sceneOf({ ...EMPTY_DRAFT, text: ' Hello ' }, rounds)).toEqual({
      kind: 'welcome',
      text: 'Hello',
    });
    expect(sceneOf({ ...EMPTY_DRAFT, kind: 'finalReveal', eventId: 'e2' }, rounds)).toEqual({
      kind: 'finalReveal',
      eventId: 'e2',
      revealed: 0,
    });
  });
});
