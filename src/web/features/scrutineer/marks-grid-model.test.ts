import { describe, expect, it } from 'vitest';
import { marksGrid } from './marks-grid-model';
import { testRound, testSheet } from './test-round';

const number = (row: { couple: { number: number | null } }) => row.couple.number;

describe('marksGrid', () => {
  it('shows recalls as X per judge with totals from the judges present, couples by heat then number', () => {
    const round = testRound({
      panel: [
        { judgeId: 'j1', name: 'Ann', absence: null },
        { judgeId: 'j2', name: 'Bob', absence: { reason: 'ill', markedBy: 's', at: '' } },
      ],
      sheets: [
        testSheet('j1', 'Waltz', ['e3', 'e7']),
        testSheet('j2', 'Waltz', ['e3', 'e12']),
        testSheet('j1', 'Tango', ['e12']),
      ],
    });
    const grid = marksGrid(round, 'Waltz');
    expect(grid.rows.map((row) => [number(row), row.marks, row.total])).toEqual([
      [3, ['X', 'X'], 1],
      [12, ['', 'X'], 0],
      [7, ['X', ''], 1],
    ]);
    expect(grid.judges.map((judge) => [judge.name, judge.absent])).toEqual([
      ['Ann', false],
      ['Bob', true],
    ]);
  });

  it('leaves drafts out: a judge still marking has given no marks yet', () => {
    const round = testRound({ sheets: [testSheet('j1', 'Waltz', ['e3'], { status: 'draft' })] });
    expect(marksGrid(round, 'Waltz').rows.map((row) => row.marks[0])).toEqual(['', '', '']);
  });

  it('shows the place each judge gave in a final, and which sheets the scrutineer entered', () => {
    const round = testRound({
      kind: 'final',
      roundNumber: 1,
      sheets: [
        testSheet('j1', 'Waltz', ['e7', 'e3', 'e12']),
        testSheet('j2', 'Waltz', ['e3', 'e12', 'e7'], { enteredBy: 'scrut@example.org' }),
      ],
    });
    const grid = marksGrid(round, 'Waltz');
    expect(grid.rows.map((row) => [number(row), row.marks, row.total])).toEqual([
      [3, ['2', '1', ''], null],
      [12, ['3', '2', ''], null],
      [7, ['1', '3', ''], null],
    ]);
    expect(grid.judges.map((judge) => judge.enteredByScrutineer)).toEqual([false, true, false]);
  });
});
