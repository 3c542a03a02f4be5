/**
 * Printing: which rounds a print covers, what each judge's marking sheet and
 * each heat list holds, how judges' sheets are collated, and the paper.
 * Pure: no I/O, nothing imported from outside src/domain.
 */
export { ORIENTATIONS, PAGE_MARGIN, PAPER_SIZES, pageRule, printableArea } from './paper';
export type { Orientation, PaperSize } from './paper';
