import { describe, expect, it } from 'vitest';
import { printableArea } from '../../../domain/printing';
import {
  DANCE_TITLE_MM,
  finalLayout,
  GAP_MM,
  HEAT_LABEL_MM,
  recallLayout,
  SHEET_FOOTER_MM,
  SHEET_HEADER_MM,
} from './sheet-layout';
import type { Area } from './sheet-layout';

const a4 = printableArea('a4', 'portrait');
const letter = printableArea('letter', 'portrait');

/** The height a recall sheet takes with this layout: it must not pass the page. */
function recallHeight(dances: number, heats: number[], area: Area) {
  const { columns, boxHeight } = recallLayout(dances, heats, area);
  const rows = heats.reduce((sum, size) => sum + Math.ceil(size / columns), 0);
  return (
    SHEET_HEADER_MM + SHEET_FOOTER_MM + dances * (DANCE_TITLE_MM + rows * (boxHeight + GAP_MM))
  );
}

describe('recallLayout', () => {
  it.each([
    ['A4', a4],
    ['Letter', letter],
  ])('fits 48 couples in 3 heats of 5 dances on one %s page, a heat to a row', (_, area) => {
    const layout = recallLayout(5, [16, 16, 16], area);
    expect(layout.columns).toBe(16);
    expect(layout.boxWidth).toBeGreaterThanOrEqual(9);
    expect(layout.boxWidth * 16 + 16 * GAP_MM + HEAT_LABEL_MM).toBeLessThanOrEqual(area.width);
    expect(recallHeight(5, [16, 16, 16], area)).toBeLessThanOrEqual(area.height);
  });

  it('wraps one heat of 48 couples over rows of boxes that still fit the width', () => {
    const layout = recallLayout(1, [48], a4);
    expect(layout.columns).toBeLessThan(48);
    expect(layout.boxWidth * layout.columns).toBeLessThanOrEqual(a4.width - HEAT_LABEL_MM);
  });

  it('gives a small round big boxes, never bigger than 18mm', () => {
    expect(recallLayout(1, [6], a4)).toEqual({ columns: 6, boxWidth: 18, boxHeight: 18 });
  });

  it('shrinks the boxes of many dances and heats to keep one page', () => {
    const small = recallLayout(2, [8, 8], letter);
    const big = recallLayout(5, [12, 12, 12, 12], letter);
    expect(big.boxHeight).toBeLessThan(small.boxHeight);
    expect(recallHeight(5, [12, 12, 12, 12], letter)).toBeLessThanOrEqual(letter.height);
  });
});

describe('finalLayout', () => {
  it.each([
    ['A4', a4],
    ['Letter', letter],
  ])('puts the 5 grids of a 6-couple final side by side on one %s page', (_, area) => {
    const { gridsPerRow, cell } = finalLayout(5, 6, area);
    expect(gridsPerRow).toBeGreaterThan(1);
    expect(cell).toBeGreaterThanOrEqual(8);
    const gridRows = Math.ceil(5 / gridsPerRow);
    expect(gridRows * (DANCE_TITLE_MM + 7 * cell) + SHEET_HEADER_MM + SHEET_FOOTER_MM).toBeLessThan(
      area.height,
    );
    expect(gridsPerRow * 7 * cell).toBeLessThan(area.width);
  });

  it('gives a one-dance final one grid with 12mm cells', () => {
    expect(finalLayout(1, 6, a4)).toEqual({ gridsPerRow: 1, cell: 12 });
  });
});
