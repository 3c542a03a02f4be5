/**
 * Paper for printed sheets. Organizers print on A4 (most of the world) or US
 * Letter; the browser's print dialog takes the page size from the CSS `@page`
 * rule, so one rule per choice is all the sheets need.
 */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** The CSS page size keyword of each paper. */
const PAGE_SIZE: Record<PaperSize, string> = { a4: 'A4', letter: 'letter' };

/** Each paper's short and long side in millimetres. */
const PAPER_MM: Record<PaperSize, readonly [number, number]> = {
  a4: [210, 297],
  letter: [215.9, 279.4],
};

/** The margin every sheet keeps, in millimetres: printers cannot print to the edge. */
const MARGIN_MM = 12;
export const PAGE_MARGIN = `${MARGIN_MM}mm`;

/**
 * What a sheet has to fit in: the page inside its margins, in millimetres.
 * Sheets that must stay on one page size their boxes from it.
 */
export function printableArea(
  paper: PaperSize,
  orientation: Orientation,
): { width: number; height: number } {
  const [short, long] = PAPER_MM[paper];
  const [width, height] = orientation === 'portrait' ? [short, long] : [long, short];
  return { width: width - 2 * MARGIN_MM, height: height - 2 * MARGIN_MM };
}

/**
 * The `@page` rule for a paper and orientation; a `name` makes it a named
 * page (`page: name` in CSS) so, e.g., back numbers print landscape while
 * the rest of a document does not.
 */
export function pageRule(paper: PaperSize, orientation: Orientation, name?: string): string {
  const selector = name ? `@page ${name}` : '@page';
  return `${selector} { size: ${PAGE_SIZE[paper]} ${orientation}; margin: ${PAGE_MARGIN}; }`;
}
