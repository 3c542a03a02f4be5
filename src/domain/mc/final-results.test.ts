import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinalPlace } from './final-results';
import { finalResultsReading } from './final-results';

const placed = (
  place: number,
  number: number | null,
  leadName: string,
  followName: string,
  affiliation: string,
): FinalPlace => ({ place, entryId: `e${number}`, number, leadName, followName, affiliation });

describe('finalResultsReading', () => {
  it('reads from last place to first with names and schools', () => {
    const places = [
      placed(1, 12, 'Cy Doe', 'Di Poe', 'Harvard'),
      placed(2, 15, 'Ed Fox', 'Flo Gee', 'MIT'),
      placed(3, 18, 'Gus Hall', 'Hana Ito', 'Yale'),
      placed(4, 31, 'Ian Jay', 'Jo Kim', 'Brown'),
      placed(5, 40, 'Ken Lo', 'Liv Moe', 'Cornell'),
      placed(6, 23, 'Ann Lee', 'Bob Roe', 'Yale'),
    ];
    expect(finalResultsReading(places)).toMatchInlineSnapshot(`
      [
        "In sixth place, number 23, Ann Lee and Bob Roe, Yale.",
        "In fifth place, number 40, Ken Lo and Liv Moe, Cornell.",
        "In fourth place, number 31, Ian Jay and Jo Kim, Brown.",
        "In third place, number 18, Gus Hall and Hana Ito, Yale.",
        "In second place, number 15, Ed Fox and Flo Gee, MIT.",
        "And in first place, number 12, Cy Doe and Di Poe, Harvard.",
      ]
    `);
  });

  it('says couples sharing a place as a tie, and leaves out what a couple lacks', () => {
    const places = [
      placed(1, 12, 'Cy Doe', 'Di Poe', 'Harvard'),
      placed(2, 15, 'Ed Fox', 'Flo Gee', ''),
      placed(3.5, 23, 'Ann Lee', 'Bob Roe', 'Yale'),
      placed(3.5, 18, 'Gus Hall', '', 'Yale'),
      placed(5, null, 'Ian Jay', 'Jo Kim', 'Brown'),
    ];
    expect(finalResultsReading(places)).toMatchInlineSnapshot(`
      [
        "In fifth place, Ian Jay and Jo Kim, Brown.",
        "Tied for third place: number 23, Ann Lee and Bob Roe, Yale; and number 18, Gus Hall, Yale.",
        "In second place, number 15, Ed Fox and Flo Gee.",
        "And in first place, number 12, Cy Doe and Di Poe, Harvard.",
      ]
    `);
  });

  it('says a tie for first as a tie', () => {
    expect(
      finalResultsReading([
        placed(1.5, 12, 'Cy Doe', 'Di Poe', 'Harvard'),
        placed(1.5, 15, 'Ed Fox', 'Flo Gee', 'MIT'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "Tied for first place: number 12, Cy Doe and Di Poe, Harvard; and number 15, Ed Fox and Flo Gee, MIT.",
      ]
    `);
  });

  it('names every couple exactly once, the worst place first', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 10, maxLength: 10 }),
        (numbers, tieSizes) => {
          // Places as the engine gives them: a group of k couples shares the mean of its positions.
          const places: FinalPlace[] = [];
          let position = 1;
          for (const size of tieSizes) {
            const group = numbers.slice(position - 1, position - 1 + size);
            const mean = position + (group.length - 1) / 2;
            for (const number of group) places.push(placed(mean, number, `L${number}`, '', ''));
            position += group.length;
          }
          const lines = finalResultsReading([...places].reverse());
          const said = lines.flatMap((line) =>
            [...line.matchAll(/number (\d+)/g)].map((m) => Number(m[1])),
          );
          expect([...said].sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
          const placeOf = (n: number) => places.find((p) => p.number === n)?.place ?? 0;
          const order = said.map(placeOf);
          expect(order).toEqual([...order].sort((a, b) => b - a));
        },
      ),
    );
  });
});
