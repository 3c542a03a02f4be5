/** One judge's submitted sheet of one dance: the couples recalled, or a final's couples in place order. */
export type SubmittedSheet = { judgeId: string; dance: string; entries: readonly string[] };

/** The judge's sheet of the dance, if submitted. */
export const sheetOf = (sheets: readonly SubmittedSheet[], judgeId: string, dance: string) =>
  sheets.find((sheet) => sheet.judgeId === judgeId && sheet.dance === dance);
