import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECALL_SIZES,
  defaultRecallSize,
  normalizeCount,
  roundCapacity,
  roundIdFor,
  roundNameFor,
} from './rounds';

describe('rounds', () => {
  it('makes round ids from the event name and the round number', () => {
    expect(roundIdFor('Bronze Waltz', 2)).toBe('Bronze Waltz-R2');
  });

  it.each([
    [0, 1],
    [1, 1],
    [7, 7],
    [-3, 1],
    [2.9, 2],
    [0.5, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('stores a count of %d as %d', (count, stored) => {
    expect(normalizeCount(count)).toBe(stored);
  });

  it('plans capacities from the final size, the default table, then doubling', () => {
    const capacities = (finalSize?: number) =>
      Array.from({ length: 10 }, (_, steps) => roundCapacity(steps, finalSize));
    expect(capacities()).toEqual([6, 12, 24, 38, 60, 80, 160, 320, 640, 1280]);
    expect(capacities(8)).toEqual([8, 12, 24, 38, 60, 80, 160, 320, 640, 1280]);
    expect(capacities(20)).toEqual([20, 40, 80, 160, 320, 640, 1280, 2560, 5120, 10240]);
  });

  it('recalls by default as many couples as the next round holds; the final keeps its size', () => {
    const byRound = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => defaultRecallSize(n));
    expect(byRound).toEqual([6, 6, 12, 24, 38, 60, 80, 160]);
    expect(byRound.slice(1, 7)).toEqual([...DEFAULT_RECALL_SIZES]);
  });

  it('names rounds back from the final, and the earliest rounds of a long event from the start', () => {
    const names = (count: number) =>
      Array.from({ length: count }, (_, i) => roundNameFor(count - i, count)).join(', ');
    expect(names(1)).toBe('Final');
    expect(names(4)).toBe('1/8-Final, Quarter-Final, Semi-Final, Final');
    expect(names(12)).toMatchInlineSnapshot(
      `"1st Round, 2nd Round, 1/512-Final, 1/256-Final, 1/128-Final, 1/64-Final, 1/32-Final, 1/16-Final, 1/8-Final, Quarter-Final, Semi-Final, Final"`,
    );
    expect(roundNameFor(21, 21)).toBe('1st Round');
    expect(roundNameFor(11, 21)).toBe('11th Round');
    expect([roundNameFor(0, 3), roundNameFor(12, 11)]).toEqual(['Round 0', 'Round 12']);
  });
});
