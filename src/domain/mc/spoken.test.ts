import { describe, expect, it } from 'vitest';
import { countOf, joinNaturally, spokenOrdinal } from './spoken';

describe('spoken lists', () => {
  it('joins dances as they are said', () => {
    expect(
      [[], ['Waltz'], ['Waltz', 'Quickstep'], ['Waltz', 'Tango', 'Foxtrot']].map(joinNaturally),
    ).toMatchInlineSnapshot(`
      [
        "",
        "Waltz",
        "Waltz and Quickstep",
        "Waltz, Tango and Foxtrot",
      ]
    `);
  });

  it('says counts and places', () => {
    expect([countOf(1, 'couple'), countOf(6, 'couple'), countOf(0, 'minute')])
      .toMatchInlineSnapshot(`
      [
        "1 couple",
        "6 couples",
        "0 minutes",
      ]
    `);
    expect([1, 3, 6, 12, 13, 21, 22, 23, 111].map(spokenOrdinal)).toMatchInlineSnapshot(`
      [
        "first",
        "third",
        "sixth",
        "twelfth",
        "13th",
        "21st",
        "22nd",
        "23rd",
        "111th",
      ]
    `);
  });
});
