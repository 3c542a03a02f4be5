/**
 * How big a judge's sheet draws its boxes so the sheet fills one page and no
 * more (a judge gets one page per round; a second page would be lost on the
 * floor). All lengths in millimetres; the sheet sets its header, dance titles
 * and footer to these heights, so the sums below hold on paper.
 */
export type Area = { width: number; height: number };

export const SHEET_HEADER_MM = 32;
export const SHEET_FOOTER_MM = 16;
export const DANCE_TITLE_MM = 7;
/** The "Heat 1" column left of a heat's boxes. */
export const HEAT_LABEL_MM = 14;
/** The space between boxes, and between a final's grids. */
export const GAP_MM = 1.2;
const FINAL_GAP_MM = 5;

/** Boxes are never bigger than this (a small round would get huge boxes) nor narrower than a number. */
const MAX_BOX_MM = 18;
const MIN_BOX_WIDTH_MM = 9;
const MAX_FINAL_CELL_MM = 12;

const tenth = (mm: number) => Math.floor(mm * 10) / 10;

export type RecallLayout = { columns: number; boxWidth: number; boxHeight: number };

/**
 * A recall sheet: each dance lists the round's heats, a row of boxes per heat
 * (wrapped after `columns` boxes). `heatSizes` are the boxes of each heat of
 * one dance (one "heat" of blank lines while the round awaits its couples).
 */
export function recallLayout(
  dances: number,
  heatSizes: readonly number[],
  area: Area,
): RecallLayout {
  const boxesWidth = area.width - HEAT_LABEL_MM;
  const fitting = Math.floor(boxesWidth / (MIN_BOX_WIDTH_MM + GAP_MM));
  const columns = Math.max(1, Math.min(Math.max(1, ...heatSizes), fitting));
  const boxWidth = Math.min(MAX_BOX_MM, boxesWidth / columns - GAP_MM);
  const rowsPerDance = heatSizes.reduce(
    (rows, size) => rows + Math.max(1, Math.ceil(size / columns)),
    0,
  );
  const rows = Math.max(1, dances * Math.max(1, rowsPerDance));
  const boxesHeight = area.height - SHEET_HEADER_MM - SHEET_FOOTER_MM - dances * DANCE_TITLE_MM;
  const boxHeight = Math.min(boxWidth, boxesHeight / rows - GAP_MM);
  return { columns, boxWidth: tenth(boxWidth), boxHeight: tenth(boxHeight) };
}

export type FinalLayout = { gridsPerRow: number; cell: number };

/**
 * A final's sheet: per dance a grid of the couples' numbers (rows) by places
 * 1..n (columns), side by side as many as fit with the biggest cells.
 */
export function finalLayout(dances: number, couples: number, area: Area): FinalLayout {
  const cellsAcross = couples + 1;
  const gridsHeight = area.height - SHEET_HEADER_MM - SHEET_FOOTER_MM;
  let best: FinalLayout = { gridsPerRow: 1, cell: 0 };
  for (let gridsPerRow = 1; gridsPerRow <= Math.max(1, dances); gridsPerRow++) {
    const gridRows = Math.ceil(dances / gridsPerRow);
    const byWidth = (area.width - (gridsPerRow - 1) * FINAL_GAP_MM) / gridsPerRow / cellsAcross;
    const byHeight =
      (gridsHeight - gridRows * (DANCE_TITLE_MM + FINAL_GAP_MM)) / (gridRows * cellsAcross);
    const cell = Math.min(MAX_FINAL_CELL_MM, byWidth, byHeight);
    if (cell > best.cell) best = { gridsPerRow, cell };
  }
  return { gridsPerRow: best.gridsPerRow, cell: tenth(best.cell) };
}
