import { describe, expect, it } from 'vitest';
import { checkDeclaredList, compareIds, sortIds } from './ids';

describe('ids', () => {
  it('orders couple numbers numerically, other ids after them alphabetically', () => {
    expect(sortIds(['10', 'B', '9', 'A', '100', '9'])).toEqual(['9', '10', '100', 'A', 'B']);
    expect(compareIds('007', '7')).toBeLessThan(0);
  });

  it('reports an empty list and every repeated id', () => {
    expect(checkDeclaredList('dance', [])).toEqual([
      { code: 'no-dances', message: 'The sheet names no dances.' },
    ]);
    expect(
      checkDeclaredList('judge', ['A', 'A', 'A']).map((issue) => [issue.code, issue.judge]),
    ).toEqual([
      ['duplicate-judge', 'A'],
      ['duplicate-judge', 'A'],
    ]);
  });
});
