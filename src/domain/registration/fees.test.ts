import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_FEES, quoteFees } from './fees';
import type { FeeSchedule } from './fees';

const SCHEDULE: FeeSchedule = {
  Pending: { perCompetitor: 0, perEntry: 0 },
  Early: { perCompetitor: 2000, perEntry: 500 },
  Normal: { perCompetitor: 2500, perEntry: 700 },
  Late: { perCompetitor: 3500, perEntry: 1000 },
};

describe('quoteFees', () => {
  it.each([
    ['Early', 2, 3, 2 * 2000 + 3 * 500],
    ['Normal', 2, 3, 2 * 2500 + 3 * 700],
    ['Late', 1, 4, 3500 + 4 * 1000],
    ['Late', 0, 2, 2000],
    ['Pending', 2, 5, 0],
  ] as const)('%s with %i new competitors and %i entries costs %i cents', (phase, c, e, total) => {
    expect(quoteFees(SCHEDULE, phase, { newCompetitors: c, entries: e }).totalCents).toBe(total);
  });

  it('itemizes what it charges and leaves out free lines', () => {
    expect(quoteFees(SCHEDULE, 'Early', { newCompetitors: 2, entries: 3 })).toMatchInlineSnapshot(`
      {
        "lines": [
          {
            "label": "Competitor fee",
            "quantity": 2,
            "totalCents": 4000,
            "unitCents": 2000,
          },
          {
            "label": "Entry fee",
            "quantity": 3,
            "totalCents": 1500,
            "unitCents": 500,
          },
        ],
        "phase": "Early",
        "totalCents": 5500,
      }
    `);
    expect(quoteFees(NO_FEES, 'Late', { newCompetitors: 2, entries: 3 })).toEqual({
      phase: 'Late',
      lines: [],
      totalCents: 0,
    });
  });

  it('totals its lines and grows with every entry', () => {
    const cents = fc.integer({ min: 0, max: 100_000 });
    const count = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(cents, cents, count, count, (perCompetitor, perEntry, c, e) => {
        const schedule = { ...NO_FEES, Normal: { perCompetitor, perEntry } };
        const quote = quoteFees(schedule, 'Normal', { newCompetitors: c, entries: e });
        const more = quoteFees(schedule, 'Normal', { newCompetitors: c, entries: e + 1 });
        return (
          quote.totalCents === quote.lines.reduce((s, l) => s + l.totalCents, 0) &&
          more.totalCents - quote.totalCents === perEntry
        );
      }),
    );
  });
});
