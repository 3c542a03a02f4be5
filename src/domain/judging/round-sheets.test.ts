import { describe, expect, it } from 'vitest';
import { scrutineerFinal } from '../scrutineering/final-result';
import { scrutineerRecall } from '../scrutineering/recalls';
import { finalSheetFor, recallSheetFor } from './round-sheets';
import type { JudgeDanceSheet } from './round-sheets';

const judges = ['A', 'B', 'C'];
const dances = ['Waltz', 'Tango'];
const couples = ['e1', 'e2', 'e3', 'e4'];

/** Every judge gives the same list in every dance. */
const everyone = (entries: readonly string[]): JudgeDanceSheet[] =>
  judges.flatMap((judgeId) => dances.map((dance) => ({ judgeId, dance, entries })));

const without = (sheets: JudgeDanceSheet[], judgeId: string, dance: string) =>
  sheets.filter((sheet) => !(sheet.judgeId === judgeId && sheet.dance === dance));

describe('recallSheetFor', () => {
  it('names exactly the judge and dance without a sheet', () => {
    const sheets = without(everyone(['e1', 'e2']), 'B', 'Tango');
    expect(recallSheetFor({ judges, dances, couples, recallSize: 2, sheets })).toEqual({
      ok: false,
      missing: [{ judgeId: 'B', dance: 'Tango' }],
    });
  });

  it('counts a draft as missing, not as marks', () => {
    const sheets = everyone(['e1', 'e2']).map((sheet) =>
      sheet.judgeId === 'C' && sheet.dance === 'Waltz'
        ? { ...sheet, status: 'draft' as const }
        : sheet,
    );
    expect(recallSheetFor({ judges, dances, couples, recallSize: 2, sheets })).toEqual({
      ok: false,
      missing: [{ judgeId: 'C', dance: 'Waltz' }],
    });
  });

  it('reads an empty submitted list as recalling nobody, and ignores judges off the panel', () => {
    const sheets = [
      ...everyone(['e1', 'e2']).map((sheet) =>
        sheet.judgeId === 'C' ? { ...sheet, entries: [] } : sheet,
      ),
      { judgeId: 'absent', dance: 'Waltz', entries: ['e4'] },
    ];
    const built = recallSheetFor({ judges, dances, couples, recallSize: 2, sheets });
    if (!built.ok) throw new Error('expected a sheet');
    const result = scrutineerRecall(built.sheet);
    expect(result).toMatchObject({
      ok: true,
      value: { recalled: ['e1', 'e2'], totals: { e1: 4, e2: 4, e3: 0, e4: 0 }, tie: null },
    });
  });
});

describe('finalSheetFor', () => {
  it('names every judge and dance without a sheet', () => {
    const sheets = without(without(everyone(['e1', 'e2', 'e3', 'e4']), 'A', 'Waltz'), 'C', 'Tango');
    expect(finalSheetFor({ judges, dances, couples, sheets })).toEqual({
      ok: false,
      missing: [
        { judgeId: 'A', dance: 'Waltz' },
        { judgeId: 'C', dance: 'Tango' },
      ],
    });
  });

  it('places couples by their position in the list, and a complete final computes', () => {
    const sheets = everyone(['e3', 'e1', 'e4', 'e2']).map((sheet) =>
      sheet.judgeId === 'A' && sheet.dance === 'Tango'
        ? { ...sheet, entries: ['e1', 'e3', 'e4', 'e2'] }
        : sheet,
    );
    const built = finalSheetFor({ judges, dances, couples, sheets });
    if (!built.ok) throw new Error('expected a sheet');
    expect(built.sheet.marks.Tango?.e1).toEqual({ A: 1, B: 2, C: 2 });
    const result = scrutineerFinal(built.sheet);
    expect(result).toMatchObject({ ok: true, value: { overall: { e3: 1, e1: 2, e4: 3, e2: 4 } } });
  });

  it('passes a couple no longer in the final on to the engine, which refuses it', () => {
    const sheets = everyone(['e1', 'e2', 'e3', 'e4', 'e9']);
    const built = finalSheetFor({ judges, dances, couples, sheets });
    if (!built.ok) throw new Error('expected a sheet');
    const result = scrutineerFinal(built.sheet);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((issue) => issue.code)).toContain('unknown-couple');
  });
});
