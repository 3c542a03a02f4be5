import { describe, expect, it } from 'vitest';
import { finalEntries, recallEntries, sheetFormValues } from './sheet-form';
import { testCouple } from './test-round';

const couples = [testCouple(3), testCouple(7), testCouple(12)];

describe('paper sheet form', () => {
  it("starts from the judge's current sheet", () => {
    expect(sheetFormValues(couples, { entries: ['e12', 'e3'] })).toEqual({
      recalled: ['e3', 'e12'],
      places: { e3: 2, e7: '', e12: 1 },
    });
    expect(sheetFormValues(couples, undefined).recalled).toEqual([]);
  });

  it('sends the ticked couples of a recall in floor order', () => {
    expect(recallEntries(couples, ['e12', 'e3'])).toEqual(['e3', 'e12']);
  });

  it('sends a final 1st first once every couple has its own place from 1 to n', () => {
    expect(finalEntries(couples, { e3: 2, e7: 3, e12: 1 })).toEqual({
      ok: true,
      entries: ['e12', 'e3', 'e7'],
    });
  });

  it.each([
    [{ e3: 1, e7: '', e12: 2 }, 'Couple 7 has no place.'],
    [{ e3: 1, e7: 4, e12: 2 }, 'Couple 7: a place is a whole number from 1 to 3.'],
    [{ e3: 1, e7: 0, e12: 2 }, 'Couple 7: a place is a whole number from 1 to 3.'],
    [{ e3: 2, e7: 1, e12: 2 }, 'Couples 3 and 12 are both placed 2.'],
  ] as const)('refuses a final placed %j', (places, message) => {
    expect(finalEntries(couples, places)).toEqual({ ok: false, message });
  });
});
