import { describe, expect, it } from 'vitest';
import type { HeatListCouple } from './heat-list';
import { heatListRows } from './heat-list';

const couple = (number: number | null, more: Partial<HeatListCouple> = {}): HeatListCouple => ({
  number,
  leadName: `Lead ${number ?? 'walk-on'}`,
  followName: `Follow ${number ?? 'walk-on'}`,
  affiliation: 'Westbrook',
  checkedIn: false,
  walkOn: false,
  scratch: null,
  ...more,
});

describe('heatListRows', () => {
  it('lists each heat in order, its couples by number, a scratched couple struck', () => {
    const rows = heatListRows({
      heats: [
        {
          heat: 2,
          couples: [couple(null, { walkOn: true }), couple(31), couple(8, { checkedIn: true })],
        },
        {
          heat: 1,
          couples: [
            couple(12, { scratch: { at: '2026-06-13T09:00:00.000Z', reason: 'Injured' } }),
            couple(4, { affiliation: 'Summit / Harbor State' }),
          ],
        },
      ],
    });
    expect(rows).toMatchInlineSnapshot(`
      [
        {
          "heat": 1,
          "rows": [
            {
              "checkedIn": false,
              "followName": "Follow 4",
              "leadName": "Lead 4",
              "number": 4,
              "school": "Summit / Harbor State",
              "scratchReason": null,
              "walkOn": false,
            },
            {
              "checkedIn": false,
              "followName": "Follow 12",
              "leadName": "Lead 12",
              "number": 12,
              "school": "Westbrook",
              "scratchReason": "Injured",
              "walkOn": false,
            },
          ],
        },
        {
          "heat": 2,
          "rows": [
            {
              "checkedIn": true,
              "followName": "Follow 8",
              "leadName": "Lead 8",
              "number": 8,
              "school": "Westbrook",
              "scratchReason": null,
              "walkOn": false,
            },
            {
              "checkedIn": false,
              "followName": "Follow 31",
              "leadName": "Lead 31",
              "number": 31,
              "school": "Westbrook",
              "scratchReason": null,
              "walkOn": false,
            },
            {
              "checkedIn": false,
              "followName": "Follow walk-on",
              "leadName": "Lead walk-on",
              "number": null,
              "school": "Westbrook",
              "scratchReason": null,
              "walkOn": true,
            },
          ],
        },
      ]
    `);
  });

  it('keeps an empty heat, so the list matches the floor', () => {
    expect(heatListRows({ heats: [{ heat: 1, couples: [] }] })).toEqual([{ heat: 1, rows: [] }]);
  });
});
