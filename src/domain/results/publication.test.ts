import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareJudgeLetters, judgeLetter, marksArePublic, resultsArePublic } from './publication';

describe('resultsArePublic', () => {
  it('needs both the results page shown and the event published', () => {
    expect(resultsArePublic({ resultsPageShown: true, eventPublished: true })).toBe(true);
    expect(resultsArePublic({ resultsPageShown: false, eventPublished: true })).toBe(false);
    expect(resultsArePublic({ resultsPageShown: true, eventPublished: false })).toBe(false);
  });
});

describe('marksArePublic', () => {
  const now = '2026-11-24T15:00:00.000Z';
  it('shows marks at once without an embargo', () => {
    expect(marksArePublic({ embargo: false, releaseAt: null }, now)).toBe(true);
  });
  it('holds marks under an embargo until the release time has come', () => {
    expect(marksArePublic({ embargo: true, releaseAt: null }, now)).toBe(false);
    expect(marksArePublic({ embargo: true, releaseAt: '2026-11-24T15:00:01.000Z' }, now)).toBe(
      false,
    );
    expect(marksArePublic({ embargo: true, releaseAt: now }, now)).toBe(true);
    expect(marksArePublic({ embargo: true, releaseAt: '2026-11-24T09:00:00.000Z' }, now)).toBe(
      true,
    );
  });
  it('never releases on a release time it cannot read', () => {
    expect(marksArePublic({ embargo: true, releaseAt: 'tomorrow' }, now)).toBe(false);
  });
  it('once released stays released as time goes on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.nat(10 ** 10),
        fc.nat(10 ** 10),
        (release, a, b) => {
          const releaseAt = release.toISOString();
          const at = (ms: number) => new Date(release.getTime() + ms).toISOString();
          const earlier = at(Math.min(a, b));
          const later = at(Math.max(a, b));
          if (marksArePublic({ embargo: true, releaseAt }, earlier)) {
            expect(marksArePublic({ embargo: true, releaseAt }, later)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('judgeLetter', () => {
  it('letters judges as printed sheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(judgeLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
    ]);
  });
  it('gives every judge a different letter', () => {
    const letters = Array.from({ length: 800 }, (_, index) => judgeLetter(index));
    expect(new Set(letters).size).toBe(letters.length);
  });
  it('refuses an index that names no judge', () => {
    expect(() => judgeLetter(-1)).toThrow(RangeError);
    expect(() => judgeLetter(1.5)).toThrow(RangeError);
  });
});

describe('compareJudgeLetters', () => {
  it('orders letters as the officials they were given to', () => {
    fc.assert(
      fc.property(fc.nat(800), fc.nat(800), (i, j) => {
        const order = Math.sign(compareJudgeLetters(judgeLetter(i), judgeLetter(j)));
        expect(order).toBe(Math.sign(i - j));
      }),
    );
  });
});
