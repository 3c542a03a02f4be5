import { describe, expect, it } from 'vitest';
import { allocateByMajority, majorityOf } from './majority';

const fromFirstColumn = (marks: number[][]) =>
  allocateByMajority(marks, { firstPlace: 1, firstColumn: 1, lastColumn: marks.length });
const placesOf = (marks: number[][]) => {
  const places = new Array<number>(marks.length).fill(0);
  for (const placement of fromFirstColumn(marks).placements)
    places[placement.couple] = placement.place;
  return places;
};

describe('majorityOf', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [11, 6],
    [55, 28],
  ])('%i marks need %i', (marks, needed) => {
    expect(majorityOf(marks)).toBe(needed);
  });
});

describe('allocateByMajority', () => {
  it('gives every couple with a majority in a column its place (Rules 6, 7) before looking further', () => {
    // Couples 2 and 4 hold majorities in column 1-2; 3 and 1 in column 1-3. Couple 1 (three 3rd places,
    // sum 9) takes 4th place, although in column 1-4 couple 5 would have as many marks and a lower sum.
    const marks = [
      [3, 5, 3, 3, 4],
      [5, 1, 2, 2, 1],
      [2, 3, 1, 5, 5],
      [4, 2, 4, 1, 2],
      [1, 4, 5, 4, 3],
    ];
    expect(placesOf(marks)).toEqual([4, 1, 3, 2, 5]);
  });

  it('seeks the place after a column is used up in the next column, not in the column of that place (Rule 6 note)', () => {
    // Places 2 to 4 all come from column 1-3. The 5th place is then sought among "4th or better"
    // (couple 5: 3 marks, sum 7; couple 2: 3 marks, sum 11), not among "5th or better", where couple 2
    // would have the greater majority (5 against 3).
    const marks = [
      [2, 6, 1, 3, 4],
      [4, 5, 5, 4, 3],
      [5, 3, 3, 5, 1],
      [1, 1, 6, 2, 5],
      [6, 4, 2, 1, 6],
      [3, 2, 4, 6, 2],
    ];
    const allocation = fromFirstColumn(marks);
    expect(placesOf(marks)).toEqual([2, 6, 4, 1, 5, 3]);
    expect(
      allocation.placements.map(
        ({ couple, place, rule, column }) => `${couple + 1}: ${place} ${rule} in 1-${column}`,
      ),
    ).toMatchInlineSnapshot(`
        [
          "4: 1 rule-8 in 1-2",
          "1: 2 rule-7a in 1-3",
          "6: 3 rule-7b in 1-3",
          "3: 4 rule-7b in 1-3",
          "5: 5 rule-7a in 1-4",
          "2: 6 rule-7a in 1-4",
        ]
      `);
  });

  it('starts where it is told, as Rule 11 does (the column of the place under review), and shares when nothing separates', () => {
    const allocation = allocateByMajority(
      [
        [2, 3, 3, 2],
        [3, 2, 2, 3],
      ],
      { firstPlace: 2, firstColumn: 2, lastColumn: 3, firstPlaceOnly: true },
    );
    expect(allocation.majority).toBe(3);
    expect(allocation.placements.map(({ place, rule }) => [place, rule])).toEqual([
      [2.5, 'shared'],
      [2.5, 'shared'],
    ]);
    expect(allocation.tallies).toEqual([
      [
        { column: 2, count: 2, sum: 4 },
        { column: 3, count: 4, sum: 10 },
      ],
      [
        { column: 2, count: 2, sum: 4 },
        { column: 3, count: 4, sum: 10 },
      ],
    ]);
  });

  it('stops after the first place when asked to', () => {
    const allocation = allocateByMajority(
      [
        [1, 1, 2],
        [2, 2, 1],
        [3, 3, 3],
      ],
      { firstPlace: 1, firstColumn: 1, lastColumn: 3, firstPlaceOnly: true },
    );
    expect(allocation.placements).toEqual([
      { couple: 0, place: 1, rule: 'rule-5', column: 1, decidedAtColumn: 1 },
    ]);
  });

  it('lets couples equal in every column share the mean of their places', () => {
    expect(
      placesOf([
        [1, 2, 3],
        [2, 3, 1],
        [3, 1, 2],
      ]),
    ).toEqual([2, 2, 2]);
  });
});
