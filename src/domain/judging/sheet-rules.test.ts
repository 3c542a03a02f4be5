import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFinalSheet, checkRecallSheet } from './sheet-rules';

const couples = ['e1', 'e2', 'e3', 'e4'];
const numbers: Record<string, string> = { e1: '101', e2: '102', e3: '103', e4: '104' };
const number = (entryId: string) => numbers[entryId] ?? entryId;

describe('checkRecallSheet', () => {
  it('accepts the couples asked for without a warning', () => {
    expect(checkRecallSheet(couples, ['e3', 'e1'], 2)).toEqual({ ok: true, warning: null });
  });

  it('warns, without refusing, when the judge recalls more or fewer than asked', () => {
    expect(checkRecallSheet(couples, ['e1', 'e2', 'e3'], 2)).toEqual({
      ok: true,
      warning: '1 more than the 2 asked for',
    });
    expect(checkRecallSheet(couples, [], 2)).toEqual({
      ok: true,
      warning: '2 fewer than the 2 asked for',
    });
  });

  it('refuses a couple not in the round and a couple twice, naming it by its number', () => {
    expect(checkRecallSheet(couples, ['e1', 'e9'], 2)).toEqual({
      ok: false,
      code: 'unknown-couple',
      message: 'Couple e9 is not dancing in this round.',
      entryId: 'e9',
    });
    expect(checkRecallSheet(couples, ['e2', 'e1', 'e2'], 2, number)).toEqual({
      ok: false,
      code: 'duplicate-couple',
      message: 'Couple 102 is marked twice.',
      entryId: 'e2',
    });
  });
});

describe('checkFinalSheet', () => {
  it('accepts every couple placed once', () => {
    expect(checkFinalSheet(couples, ['e4', 'e2', 'e1', 'e3'])).toEqual({ ok: true });
  });

  it('refuses a final with couples left unplaced, naming them', () => {
    expect(checkFinalSheet(couples, ['e4', 'e2'], number)).toEqual({
      ok: false,
      code: 'couples-unplaced',
      message: 'Couples 101, 103 are not placed yet; every couple needs a place.',
      entryId: 'e1',
    });
    expect(checkFinalSheet(couples, ['e4', 'e2', 'e1'], number)).toMatchObject({
      message: 'Couple 103 is not placed yet; every couple needs a place.',
    });
  });

  it('refuses an unknown couple and a couple placed twice before counting the unplaced', () => {
    expect(checkFinalSheet(couples, ['e5'])).toMatchObject({
      code: 'unknown-couple',
      entryId: 'e5',
    });
    expect(checkFinalSheet(couples, ['e1', 'e2', 'e1'])).toMatchObject({
      code: 'duplicate-couple',
      entryId: 'e1',
    });
  });

  const someCouples = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), {
    minLength: 1,
    maxLength: 12,
  });

  it('accepts any order of the couples', () => {
    fc.assert(
      fc.property(
        someCouples.chain((ids) =>
          fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length })),
        ),
        ([ids, order]) => {
          expect(checkFinalSheet(ids, order)).toEqual({ ok: true });
        },
      ),
    );
  });

  it('refuses any list with a couple twice, in a final or a recall', () => {
    const withDuplicate = someCouples.chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc
          .tuple(fc.shuffledSubarray(ids), fc.constantFrom(...ids), fc.nat())
          .map(([list, twice, at]) => {
            const doubled = list.includes(twice) ? list : [...list, twice];
            const position = at % (doubled.length + 1);
            return [...doubled.slice(0, position), twice, ...doubled.slice(position)];
          }),
      ),
    );
    fc.assert(
      fc.property(withDuplicate, fc.nat({ max: 12 }), ([ids, list], target) => {
        expect(checkFinalSheet(ids, list)).toMatchObject({ ok: false, code: 'duplicate-couple' });
        expect(checkRecallSheet(ids, list, target)).toMatchObject({
          ok: false,
          code: 'duplicate-couple',
        });
      }),
    );
  });
});
