import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeEmbargo,
  fromLocalInput,
  releasedEmbargoHint,
  toLocalInput,
} from './embargo-state';

const now = '2026-11-24T12:00:00.000Z';
const later = new Date(2026, 10, 24, 17, 0).toISOString();

describe('describeEmbargo', () => {
  it('says the marks are public without an embargo, or once the release time has passed', () => {
    expect(describeEmbargo({ embargo: false, releaseAt: null }, now)).toBe('Marks are public');
    expect(describeEmbargo({ embargo: true, releaseAt: '2026-11-24T11:59:00.000Z' }, now)).toBe(
      'Marks are public',
    );
  });

  it('says until when they are held back, on the local clock', () => {
    expect(
      describeEmbargo({ embargo: true, releaseAt: later }, new Date(2026, 10, 24, 9).toISOString()),
    ).toBe('Marks held back until 17:00');
    expect(describeEmbargo({ embargo: true, releaseAt: null }, now)).toBe(
      'Marks held back until released',
    );
  });

  it('names the day of a release on another day', () => {
    const text = describeEmbargo(
      { embargo: true, releaseAt: later },
      new Date(2026, 10, 23, 9).toISOString(),
    );
    expect(text).toMatch(/^Marks held back until .*24.*17:00$/);
  });
});

describe('releasedEmbargoHint', () => {
  it('warns only once a held embargo has been released', () => {
    expect(
      releasedEmbargoHint({ embargo: true, releaseAt: '2026-11-24T11:59:00.000Z' }, now),
    ).toMatch(/^Released: rounds posted from now on show their marks/);
    expect(
      releasedEmbargoHint(
        { embargo: true, releaseAt: later },
        new Date(2026, 10, 24, 9).toISOString(),
      ),
    ).toBeNull();
    expect(releasedEmbargoHint({ embargo: true, releaseAt: null }, now)).toBeNull();
    expect(releasedEmbargoHint({ embargo: false, releaseAt: null }, now)).toBeNull();
  });
});

describe('the release time input', () => {
  it('shows again the time it read (an hour repeated when clocks go back reads as its first)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          const shown = toLocalInput(date.toISOString());
          expect(toLocalInput(fromLocalInput(shown) as string)).toBe(shown);
        },
      ),
    );
  });

  it('reads a local date and time as that instant', () => {
    expect(fromLocalInput('2026-11-24T17:00')).toBe(new Date(2026, 10, 24, 17, 0).toISOString());
  });

  it('refuses what is not a date and time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });
});
