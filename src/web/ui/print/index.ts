export { blockClass, PrintPage, sheetClass } from './print-page';
export type { PrintPageProps } from './print-page';
export { usePaper } from './use-paper';
export type { PaperChoice } from './use-paper';
