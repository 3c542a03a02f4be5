import { describe, expect, it } from 'vitest';
import { roundProgress } from './panel-progress';
import type { StoredSheetState } from './panel-progress';

const sheet = (
  judgeId: string,
  dance: string,
  status: 'draft' | 'submitted',
  updatedAt = '2026-05-02T10:00:00.000Z',
): StoredSheetState => ({ judgeId, dance, status, updatedAt });

describe('roundProgress', () => {
  it('shows each judge and dance as not started, in progress, submitted or absent', () => {
    const progress = roundProgress({
      panel: ['A', 'B', 'C'],
      absent: ['C'],
      dances: ['Waltz', 'Tango'],
      sheets: [
        sheet('A', 'Waltz', 'submitted', '2026-05-02T10:01:00.000Z'),
        sheet('A', 'Tango', 'draft', '2026-05-02T10:03:00.000Z'),
        sheet('C', 'Waltz', 'draft', '2026-05-02T10:02:00.000Z'),
      ],
    });
    expect(progress.cells).toEqual([
      { judgeId: 'A', dance: 'Waltz', status: 'submitted', lastMarkAt: '2026-05-02T10:01:00.000Z' },
      {
        judgeId: 'A',
        dance: 'Tango',
        status: 'in-progress',
        lastMarkAt: '2026-05-02T10:03:00.000Z',
      },
      { judgeId: 'B', dance: 'Waltz', status: 'not-started', lastMarkAt: null },
      { judgeId: 'B', dance: 'Tango', status: 'not-started', lastMarkAt: null },
      { judgeId: 'C', dance: 'Waltz', status: 'absent', lastMarkAt: '2026-05-02T10:02:00.000Z' },
      { judgeId: 'C', dance: 'Tango', status: 'absent', lastMarkAt: null },
    ]);
    expect(progress.complete).toBe(false);
    expect(progress.missing).toEqual([
      { judgeId: 'A', dance: 'Tango' },
      { judgeId: 'B', dance: 'Waltz' },
      { judgeId: 'B', dance: 'Tango' },
    ]);
  });

  it('is complete when every judge present has submitted every dance, not waiting for the absent', () => {
    const progress = roundProgress({
      panel: ['A', 'B'],
      absent: ['B'],
      dances: ['Waltz', 'Tango'],
      sheets: [sheet('A', 'Waltz', 'submitted'), sheet('A', 'Tango', 'submitted')],
    });
    expect(progress.complete).toBe(true);
    expect(progress.missing).toEqual([]);
  });

  it('ignores sheets of judges off the panel and of dances not in the round', () => {
    const progress = roundProgress({
      panel: ['A'],
      absent: [],
      dances: ['Waltz'],
      sheets: [sheet('Z', 'Waltz', 'submitted'), sheet('A', 'Rumba', 'submitted')],
    });
    expect(progress.cells).toEqual([
      { judgeId: 'A', dance: 'Waltz', status: 'not-started', lastMarkAt: null },
    ]);
    expect(progress.complete).toBe(false);
  });

  it('is never complete with every judge absent or no judge at all', () => {
    expect(
      roundProgress({ panel: ['A'], absent: ['A'], dances: ['Waltz'], sheets: [] }).complete,
    ).toBe(false);
    expect(roundProgress({ panel: [], absent: [], dances: ['Waltz'], sheets: [] }).complete).toBe(
      false,
    );
  });
});
