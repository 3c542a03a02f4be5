import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUND_STATES } from '../competition/enumerations';
import type { RoundState } from '../competition/enumerations';
import {
  awaitedRound,
  checkInCount,
  heatRefusal,
  isLeftOutByScratch,
  isRoundStarted,
  nowAndNext,
} from './floor-rules';

const round = (name: string, scheduleIndex: number, roundState: RoundState) => ({
  name,
  scheduleIndex,
  roundState,
});

describe('nowAndNext', () => {
  const day = [
    round('Waltz R3', 0, 'Posted'),
    round('Tango R2', 1, 'Marked'),
    round('Waltz R2', 2, 'Running'),
    round('Foxtrot R1', 3, 'Skipped'),
    round('Tango R1', 4, 'Initialized'),
    round('Waltz R1', 5, 'Empty'),
    round('Jive R3', 6, 'Initialized'),
    round('Jive R2', 7, 'Empty'),
    round('Jive R1', 8, 'Empty'),
  ];

  it('takes the running rounds now and the first four not started next, in schedule order', () => {
    const shuffled = [...day].reverse();
    const { now, next } = nowAndNext(shuffled);
    expect(now.map((r) => r.name)).toEqual(['Waltz R2']);
    expect(next.map((r) => r.name)).toEqual(['Tango R1', 'Waltz R1', 'Jive R3', 'Jive R2']);
  });

  it('shows nothing when nothing is scheduled, and only next before the first start', () => {
    expect(nowAndNext([])).toEqual({ now: [], next: [] });
    expect(nowAndNext([round('A', 0, 'Initialized')], 2).next).toHaveLength(1);
  });

  it('never shows a round twice, nor a marked, posted or skipped one', () => {
    const anyRound = fc.record({
      name: fc.string(),
      scheduleIndex: fc.integer({ min: 0, max: 50 }),
      roundState: fc.constantFrom(...ROUND_STATES),
    });
    fc.assert(
      fc.property(fc.array(anyRound, { maxLength: 30 }), fc.nat(6), (rounds, count) => {
        const { now, next } = nowAndNext(rounds, count);
        expect(next.length).toBeLessThanOrEqual(count);
        expect(new Set([...now, ...next]).size).toBe(now.length + next.length);
        for (const r of [...now, ...next]) {
          expect(['Marked', 'Posted', 'Skipped']).not.toContain(r.roundState);
        }
      }),
    );
  });
});

describe('isLeftOutByScratch', () => {
  const scratch = '2026-05-02T10:00:00.000Z';
  it.each([
    ['not scratched', null, null, false],
    ['not scratched, round running', null, '2026-05-02T09:00:00.000Z', false],
    ['round not started', scratch, null, true],
    ['round started before the scratch', scratch, '2026-05-02T09:59:59.999Z', false],
    ['round started at the scratch', scratch, scratch, true],
    ['round started after the scratch', scratch, '2026-05-02T10:05:00.000Z', true],
  ])('%s: left out is %s', (_, scratchedAt, startedAt, leftOut) => {
    expect(isLeftOutByScratch(scratchedAt, startedAt)).toBe(leftOut);
  });
});

describe('checkInCount', () => {
  it('counts couples checked in of those dancing; scratched couples count in neither', () => {
    expect(
      checkInCount([
        { checkedIn: true, leftOut: false },
        { checkedIn: false, leftOut: false },
        { checkedIn: true, leftOut: true },
        { checkedIn: false, leftOut: true },
      ]),
    ).toEqual({ checkedIn: 1, dancing: 2 });
  });
});

describe('isRoundStarted and heatRefusal', () => {
  it('treats only Initialized and Empty rounds as not started', () => {
    expect(ROUND_STATES.filter((state) => !isRoundStarted(state))).toEqual(['Initialized', 'Empty']);
  });

  it('accepts heats 1 to numHeats and names the range otherwise', () => {
    expect(heatRefusal(2, 3)).toBeNull();
    expect(heatRefusal(4, 3)).toBe('must be a heat from 1 to 3');
    expect(heatRefusal(0, 3)).toBe('must be a heat from 1 to 3');
    expect(heatRefusal(2, 0)).toBe('must be 1: the round has one heat');
    expect(heatRefusal(1, 0)).toBeNull();
  });
});

describe('awaitedRound', () => {
  const earlier = (...states: RoundState[]) =>
    states.map((roundState, i) => ({ name: `R${i + 2}`, roundState }));
  it.each([
    ['the first round danced', [], null],
    ['the round before not posted', ['Running', 'Posted'], 'R2'],
    ['the round before posted', ['Posted', 'Posted'], null],
    ['after a skip, the round before the skip not posted', ['Skipped', 'Marked'], 'R3'],
    ['after a skip, the round before the skip posted', ['Skipped', 'Posted'], null],
    ['after two skips', ['Skipped', 'Skipped', 'Initialized'], 'R4'],
    ['after a skipped first round', ['Skipped'], null],
  ] as const)('%s: %s', (_case, states, awaited) => {
    expect(awaitedRound(earlier(...states))?.name ?? null).toBe(awaited);
  });

  it('never waits for a skipped round; waits for the nearest other one until it is posted', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ROUND_STATES)), (states: RoundState[]) => {
        const awaited = awaitedRound(earlier(...states));
        const feeding = states.find((state) => state !== 'Skipped');
        expect(awaited?.roundState).not.toBe('Skipped');
        expect(awaited === null).toBe(feeding === undefined || feeding === 'Posted');
      }),
    );
  });
});
