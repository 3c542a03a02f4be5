import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couple, mcRound } from './fixtures';
import { recallAnnouncement } from './recall-announcement';

describe('recallAnnouncement', () => {
  const round = mcRound({
    couples: [31, 12, 40, 18, 23, 15, 7, 9].map((number) => couple(number)),
  });

  it('says how many couples are recalled and their numbers in ascending order', () => {
    // The engine ranks by marks, not by number.
    const recalled = ['e40', 'e12', 'e31', 'e23', 'e15', 'e18'];
    expect(recallAnnouncement(round, recalled, 'Final')).toMatchInlineSnapshot(
      `"Adult Bronze Standard, Semi-Final: 6 couples are recalled to the Final: numbers 12, 15, 18, 23, 31, 40."`,
    );
  });

  it('says one couple, none, and an unnamed next round plainly', () => {
    expect([
      recallAnnouncement(round, ['e7'], 'Final'),
      recallAnnouncement(round, [], 'Final'),
      recallAnnouncement(round, ['e9', 'e7'], null),
    ]).toMatchInlineSnapshot(`
      [
        "Adult Bronze Standard, Semi-Final: 1 couple is recalled to the Final: number 7.",
        "Adult Bronze Standard, Semi-Final: no couples are recalled to the Final.",
        "Adult Bronze Standard, Semi-Final: 2 couples are recalled to the next round: numbers 7, 9.",
      ]
    `);
  });

  it('names each recalled couple once, in ascending order, and says how many', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 30 }),
        fc.infiniteStream(fc.boolean()),
        (numbers, picks) => {
          const couples = numbers.map((number) => couple(number));
          const recalled = couples.filter(() => picks.next().value).map((c) => c.entryId);
          const text = recallAnnouncement(mcRound({ couples }), recalled, 'Final');
          const said = [...text.slice(text.lastIndexOf(': ') + 2).matchAll(/\d+/g)].map(Number);
          expect(said).toEqual(
            couples
              .filter((c) => recalled.includes(c.entryId))
              .map((c) => c.number)
              .sort((a, b) => (a ?? 0) - (b ?? 0)),
          );
          if (said.length > 0) expect(text).toContain(`: ${said.length} couple`);
        },
      ),
    );
  });
});
