import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCompetitors, TBA } from './competitors';

describe('countCompetitors', () => {
  it('counts each dancer once across events, ignoring case, spaces and TBA partners', () => {
    expect(
      countCompetitors([
        { leadName: 'Alex Adams', followName: 'Bea Baker' },
        { leadName: 'alex adams ', followName: 'Cara Costa' },
        { leadName: 'Dan Dubois', followName: TBA },
        { leadName: 'Dan Dubois', followName: 'tba' },
      ]),
    ).toBe(4);
  });

  it('never counts more dancers than names given', () => {
    const name = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(fc.array(fc.record({ leadName: name, followName: name })), (entries) => {
        expect(countCompetitors(entries)).toBeLessThanOrEqual(entries.length * 2);
      }),
    );
  });
});
