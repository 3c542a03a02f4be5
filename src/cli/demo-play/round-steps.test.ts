import { describe, expect, it } from 'vitest';
import type { RoundCouple } from '../../shared/judging';
import { chooseTieCut, floorIncident, nextRoundStep } from './round-steps';

const couple = (over: Partial<RoundCouple>): RoundCouple => ({
  entryId: 'x',
  number: 101,
  leadName: 'A',
  followName: 'B',
  affiliation: 'School',
  heat: 1,
  checkedIn: false,
  absent: false,
  walkOn: false,
  ...over,
});
const lock = { lockedBy: 'chair@example.org', lockedAt: '2026-06-06T10:00:00.000Z' };

describe('nextRoundStep', () => {
  it.each([
    ['Initialized', [couple({ checkedIn: true }), couple({})], null, 'check-in'],
    ['Initialized', [couple({ checkedIn: true }), couple({ absent: true })], null, 'start'],
    ['Running', [], null, 'mark'],
    ['Marked', [], null, 'post'],
    ['Posted', [], null, 'approve'],
    ['Posted', [], lock, 'done'],
    ['Skipped', [], null, 'done'],
  ] as const)('%s with those couples and lock: %s', (roundState, couples, roundLock, step) => {
    expect(nextRoundStep({ roundState, couples: [...couples], lock: roundLock })).toBe(step);
  });
});

describe('chooseTieCut', () => {
  const ranked = ['a', 'b', 'c', 'd', 'e', 'f'];
  const option = (choice: 'recall-more' | 'recall-fewer', recalled: number) => ({
    choice,
    recalled,
    label: `Recall ${recalled}`,
  });

  it('recalls every tied couple', () => {
    expect(
      chooseTieCut({ ranked, options: [option('recall-more', 4), option('recall-fewer', 2)] }),
    ).toBe('recall-more');
  });

  it('recalls none of them when recalling them all would recall the whole round', () => {
    expect(
      chooseTieCut({ ranked, options: [option('recall-more', 6), option('recall-fewer', 3)] }),
    ).toBe('recall-fewer');
  });

  it('makes no choice when the engine asks none', () => {
    expect(chooseTieCut({ ranked, options: [] })).toBeUndefined();
  });
});

describe('floorIncident', () => {
  const couples = Array.from({ length: 12 }, (_, i) => `entry-${i}`);
  const base = { seed: 's', kind: 'recall' as const, couples, recallSize: 6, rearrangeable: true };
  const incidents = Array.from({ length: 400 }, (_, i) =>
    floorIncident({ ...base, roundKey: `r${i}` }),
  );

  it('now and then: some rounds, not most, with both kinds', () => {
    const happened = incidents.filter((incident) => incident !== null);
    expect(happened.length).toBeGreaterThan(40);
    expect(happened.length).toBeLessThan(200);
    expect(new Set(happened.map((incident) => incident?.kind))).toEqual(
      new Set(['no-show', 'scratch']),
    );
    for (const incident of happened) expect(couples).toContain(incident?.entryId);
  });

  it('is the same for the same seed and round', () => {
    expect(floorIncident({ ...base, roundKey: 'r7' })).toEqual(incidents[7]);
  });

  it('never in a final, a round already drawn from recalls, or one with no couple to spare', () => {
    for (let i = 0; i < 100; i++) {
      const roundKey = `r${i}`;
      expect(floorIncident({ ...base, roundKey, kind: 'final' })).toBeNull();
      expect(floorIncident({ ...base, roundKey, rearrangeable: false })).toBeNull();
      expect(floorIncident({ ...base, roundKey, recallSize: 11 })).toBeNull();
    }
  });
});
