import { describe, expect, it } from 'vitest';
import { ROUND_STATES } from '../competition/enumerations';
import type { RoundState } from '../competition/enumerations';
import { ROUND_ACTIONS, isFinalRound, nextRoundNumber, transitionRound } from './round-lifecycle';
import type { RoundAction } from './round-lifecycle';

/** Every state x action: the state reached, or the code of the refusal. */
const TABLE: [RoundState, RoundAction, RoundState | `refused: ${string}`][] = [
  ['Initialized', 'start', 'Running'],
  ['Initialized', 'complete', 'refused: not-started'],
  ['Initialized', 'reopen', 'refused: not-started'],
  ['Initialized', 'post', 'refused: not-started'],
  ['Initialized', 'unpost', 'refused: not-posted'],
  ['Initialized', 'fill', 'Initialized'],

  ['Empty', 'start', 'refused: round-empty'],
  ['Empty', 'complete', 'refused: not-started'],
  ['Empty', 'reopen', 'refused: not-started'],
  ['Empty', 'post', 'refused: not-started'],
  ['Empty', 'unpost', 'refused: not-posted'],
  ['Empty', 'fill', 'Initialized'],

  ['Running', 'start', 'refused: already-running'],
  ['Running', 'complete', 'Marked'],
  ['Running', 'reopen', 'refused: already-running'],
  ['Running', 'post', 'refused: marks-incomplete'],
  ['Running', 'unpost', 'refused: not-posted'],
  ['Running', 'fill', 'refused: already-running'],

  ['Skipped', 'start', 'refused: round-skipped'],
  ['Skipped', 'complete', 'refused: round-skipped'],
  ['Skipped', 'reopen', 'refused: round-skipped'],
  ['Skipped', 'post', 'refused: round-skipped'],
  ['Skipped', 'unpost', 'refused: not-posted'],
  ['Skipped', 'fill', 'refused: round-skipped'],

  ['Marked', 'start', 'refused: already-marked'],
  ['Marked', 'complete', 'refused: already-marked'],
  ['Marked', 'reopen', 'Running'],
  ['Marked', 'post', 'Posted'],
  ['Marked', 'unpost', 'refused: not-posted'],
  ['Marked', 'fill', 'refused: already-marked'],

  ['Posted', 'start', 'refused: already-posted'],
  ['Posted', 'complete', 'refused: already-posted'],
  ['Posted', 'reopen', 'refused: already-posted'],
  ['Posted', 'post', 'refused: already-posted'],
  ['Posted', 'unpost', 'Marked'],
  ['Posted', 'fill', 'refused: already-posted'],
];

describe('transitionRound', () => {
  it('has one row for every state and action', () => {
    const rows = new Set(TABLE.map(([state, action]) => `${state} ${action}`));
    expect(rows.size).toBe(ROUND_STATES.length * ROUND_ACTIONS.length);
  });

  it.each(TABLE)('%s + %s -> %s', (state, action, expected) => {
    const result = transitionRound(state, action, { coupleCount: 5 });
    if (expected.startsWith('refused: ')) {
      expect(result).toMatchObject({ ok: false, code: expected.slice('refused: '.length) });
      // A scrutineer reads the message: a sentence, not a code.
      expect(result.ok ? '' : result.message).toMatch(/^Round .+\.$/);
    } else {
      expect(result).toEqual({ ok: true, state: expected });
    }
  });

  it('refuses to start a round known to hold no couples, and starts one whose count is unknown', () => {
    expect(transitionRound('Initialized', 'start', { coupleCount: 0 })).toEqual({
      ok: false,
      code: 'round-empty',
      message: 'Round has no couples, so it cannot start.',
    });
    expect(transitionRound('Initialized', 'start')).toEqual({ ok: true, state: 'Running' });
  });

  it('leaves a round filled with no couples Empty', () => {
    for (const state of ['Initialized', 'Empty'] as const) {
      expect(transitionRound(state, 'fill', { coupleCount: 0 })).toEqual({
        ok: true,
        state: 'Empty',
      });
    }
  });

  it('words the common refusals plainly', () => {
    expect(transitionRound('Running', 'start')).toMatchObject({
      message: 'Round is already running.',
    });
    expect(transitionRound('Running', 'post')).toMatchObject({
      message: 'Round cannot be posted yet: not every judge has handed in every dance.',
    });
  });
});

describe('round numbers (decision 008)', () => {
  it('round 1 is the Final and the round after round n is n - 1', () => {
    expect(isFinalRound(1)).toBe(true);
    expect(isFinalRound(2)).toBe(false);
    expect(nextRoundNumber(3)).toBe(2);
    expect(nextRoundNumber(2)).toBe(1);
    expect(nextRoundNumber(1)).toBeNull();
    expect(nextRoundNumber(0)).toBeNull();
    expect(nextRoundNumber(2.5)).toBeNull();
  });
});
