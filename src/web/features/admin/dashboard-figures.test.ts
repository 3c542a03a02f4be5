import { describe, expect, it } from 'vitest';
import { daysUntil, officialsByRole } from './dashboard-figures';

describe('daysUntil', () => {
  it('counts calendar days from today', () => {
    expect(daysUntil('2026-12-01', new Date(2026, 10, 21, 23, 30))).toBe(10);
    expect(daysUntil('2026-11-21', new Date(2026, 10, 21, 0, 1))).toBe(0);
    expect(daysUntil('2026-11-20', new Date(2026, 10, 21))).toBe(-1);
  });
});

describe('officialsByRole', () => {
  it('counts roles, most common first', () => {
    const official = (role: string) => ({
      id: role + Math.random(),
      name: 'x',
      role,
      bio: '',
      photoURL: null,
    });
    expect(
      officialsByRole([official('Judge'), official('MC'), official('Judge'), official('Chairman')]),
    ).toEqual([
      { role: 'Judge', count: 2 },
      { role: 'Chairman', count: 1 },
      { role: 'MC', count: 1 },
    ]);
  });
});
