import { describe, expect, it } from 'vitest';
import { finalAgreement } from './final-agreement';

/** A two-dance final of five couples; the result places them 1 to 5 in number order. */
const couples = ['31', '32', '33', '34', '35'];
const result = Object.fromEntries(couples.map((c, i) => [c, i + 1]));
const perDance = { Waltz: result, Tango: { ...result, '32': 2.5, '33': 2.5 } };
const sheet = (judgeId: string, dance: string, entries: string[]) => ({ judgeId, dance, entries });

describe('finalAgreement', () => {
  it('gives rho per dance and overall, 1 for a judge who marked the result, -1 for its reverse', () => {
    const agreement = finalAgreement({
      judges: ['A', 'B', 'C'],
      dances: ['Waltz', 'Tango'],
      perDance,
      overall: result,
      sheets: [
        sheet('A', 'Waltz', couples),
        sheet('A', 'Tango', couples),
        sheet('B', 'Waltz', [...couples].reverse()),
        sheet('B', 'Tango', [...couples].reverse()),
        // C swaps the first two in the Waltz only.
        sheet('C', 'Waltz', ['32', '31', '33', '34', '35']),
        sheet('C', 'Tango', couples),
      ],
    });
    const figures = agreement.map((j) => ({
      judge: j.judgeId,
      dances: j.perDance.map((d) => d.rho?.toFixed(3)),
      overall: j.overall?.toFixed(3),
      low: j.low,
    }));
    expect(figures).toMatchInlineSnapshot(`
      [
        {
          "dances": [
            "1.000",
            "0.975",
          ],
          "judge": "A",
          "low": false,
          "overall": "1.000",
        },
        {
          "dances": [
            "-1.000",
            "-0.975",
          ],
          "judge": "B",
          "low": true,
          "overall": "-1.000",
        },
        {
          "dances": [
            "0.900",
            "0.975",
          ],
          "judge": "C",
          "low": false,
          "overall": "0.975",
        },
      ]
    `);
  });

  it('leaves a dance without a full sheet, and the overall figure, undefined', () => {
    const [agreement] = finalAgreement({
      judges: ['A'],
      dances: ['Waltz', 'Tango'],
      perDance,
      overall: result,
      sheets: [sheet('A', 'Waltz', couples), sheet('A', 'Tango', ['31', '32'])],
    });
    expect(agreement).toMatchObject({
      perDance: [
        { dance: 'Waltz', rho: 1 },
        { dance: 'Tango', rho: null },
      ],
      overall: null,
      low: false,
    });
  });
});
