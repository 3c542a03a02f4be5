import { describe, expect, it } from 'vitest';
import type { McRoundPosition } from './now-and-next';
import { mcNowAndNext } from './now-and-next';

const round = (
  name: string,
  state: McRoundPosition['state'],
  startedAt: string | null = null,
  postedAt: string | null = null,
) => ({ name, state, startedAt, postedAt });

describe('mcNowAndNext', () => {
  it('puts on the floor, awaited and just posted rounds now, and the next two to start next', () => {
    const rounds = [
      round('A posted before B started', 'Posted', '09:00', '09:20'),
      round('B posted after the latest start', 'Posted', '09:30', '10:05'),
      round('C marked', 'Marked', '09:45'),
      round('D running', 'Running', '10:00'),
      round('E skipped', 'Skipped'),
      round('F empty', 'Empty'),
      round('G initialized', 'Initialized'),
      round('H initialized', 'Initialized'),
    ].map((r, index) => ({ ...r, scheduleIndex: index }));
    const { now, next } = mcNowAndNext([...rounds].reverse());
    expect({ now: now.map((r) => r.name), next: next.map((r) => r.name) }).toMatchInlineSnapshot(`
      {
        "next": [
          "F empty",
          "G initialized",
        ],
        "now": [
          "B posted after the latest start",
          "C marked",
          "D running",
        ],
      }
    `);
  });

  it('has nothing now before the first round starts', () => {
    const rounds = [round('A', 'Initialized'), round('B', 'Empty')].map((r, i) => ({
      ...r,
      scheduleIndex: i,
    }));
    expect(mcNowAndNext(rounds).now).toEqual([]);
  });
});
