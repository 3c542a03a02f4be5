import { describe, expect, it } from 'vitest';
import { progressRows } from './progress-model';
import { testRound, testSheet } from './test-round';

describe('progressRows', () => {
  it('shows each judge and dance: not started, in progress, submitted (by whom) or absent, with the last mark', () => {
    const round = testRound({
      panel: [
        { judgeId: 'j1', name: 'Ann', absence: null },
        { judgeId: 'j2', name: 'Bob', absence: { reason: 'ill', markedBy: 's', at: '' } },
      ],
      sheets: [
        testSheet('j1', 'Waltz', ['e3'], { status: 'draft', updatedAt: '2027-01-02T10:01:00Z' }),
        testSheet('j1', 'Tango', ['e3'], { enteredBy: 'scrut@example.org' }),
      ],
    });
    expect(
      progressRows(round).map((row) => [
        row.judge.name,
        row.cells.map((cell) => [
          cell.dance,
          cell.status,
          cell.lastMarkAt,
          cell.enteredByScrutineer,
        ]),
      ]),
    ).toEqual([
      [
        'Ann',
        [
          ['Waltz', 'in-progress', '2027-01-02T10:01:00Z', false],
          ['Tango', 'submitted', '2027-01-02T10:00:00.000Z', true],
        ],
      ],
      [
        'Bob',
        [
          ['Waltz', 'absent', null, false],
          ['Tango', 'absent', null, false],
        ],
      ],
    ]);
  });
});
