import { describe, expect, it } from 'vitest';
import { scrutineerFinal } from './final-result';
import { checkDeclaredList, compareIds, recordOf, sortIds } from './ids';
import { validateRecallMatrix } from './recall-sheet';
import { scrutineerRecall } from './recalls';

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

  // Ids come from people and files, so a judge, couple or dance may be called
  // "constructor", "toString" or even "__proto__" (JSON.parse makes that an own
  // key). Such a name must never pick up a value inherited from Object.prototype.
  it('treats names of Object.prototype members as ordinary ids', () => {
    const marks = JSON.parse(
      '{"valueOf":{"__proto__":{"toString":1,"A":2},"constructor":{"toString":2,"A":1}}}',
    ) as Record<string, Record<string, Record<string, number>>>;
    const final = scrutineerFinal({ judges: ['toString', 'A'], dances: ['valueOf'], marks });
    expect(final.ok && final.value.overall).toEqual(
      JSON.parse('{"__proto__":1.5,"constructor":1.5}'),
    );
    expect(final.ok && Object.keys(final.value.perDance)).toEqual(['valueOf']);

    const recall = scrutineerRecall({
      judges: ['constructor'],
      dances: ['W'],
      couples: ['1', '__proto__'],
      recallSize: 1,
      marks: { W: { constructor: ['__proto__'] } },
    });
    expect(recall.ok && recall.value).toEqual({
      totals: JSON.parse('{"1":0,"__proto__":1}'),
      recalled: ['__proto__'],
      places: { '1': '2' },
      tie: null,
    });
  });

  it('builds records keyed by such names as own keys, leaving the prototype alone', () => {
    const record = recordOf(['7', '__proto__', 'constructor'], (index) => index + 1);
    expect(JSON.stringify(record)).toBe('{"7":1,"__proto__":2,"constructor":3}');
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });

  it('reports missing marks under such names as missing, never as inherited values', () => {
    const codes = (checked: { ok: true } | { ok: false; issues: { code: string }[] }) =>
      checked.ok ? [] : checked.issues.map((issue) => issue.code);
    const final = scrutineerFinal({
      judges: ['toString'],
      dances: ['W', 'constructor'],
      marks: { W: { '1': {}, valueOf: { toString: 1 } } },
    });
    expect(codes(final)).toEqual(['missing-mark', 'missing-dance']);
    const recall = () =>
      validateRecallMatrix({
        judges: ['length'],
        dances: ['constructor'],
        couples: ['1'],
        recallSize: 1,
        marks: {},
      });
    expect(recall).not.toThrow();
    expect(codes(recall())).toEqual(['missing-dance']);
  });
});
