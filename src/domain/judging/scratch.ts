/** One judge's marks for one dance, as far as scratching needs it. */
export interface ScratchableSheet {
  judgeId: string;
  dance: string;
  entries: readonly string[];
}

export type ScratchedSheet<Sheet extends ScratchableSheet> = Omit<Sheet, 'entries'> & {
  entries: string[];
  /** The couple was on this sheet; only these need writing and auditing. */
  changed: boolean;
};

/**
 * Scratching a couple from the final (spec section 4) removes its entry id
 * from every judge's list; the couples below it move up a place, since a
 * final's list is in place order. Other fields of each sheet are kept.
 */
export function scratchFromSheets<Sheet extends ScratchableSheet>(
  sheets: readonly Sheet[],
  entryId: string,
): ScratchedSheet<Sheet>[] {
  return sheets.map((sheet) => {
    const entries = sheet.entries.filter((entry) => entry !== entryId);
    return { ...sheet, entries, changed: entries.length !== sheet.entries.length };
  });
}
