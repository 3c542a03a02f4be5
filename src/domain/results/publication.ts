/**
 * Who may see what of an event's posted results (issue 13, decision 019).
 *
 * Recalls and placements are public as soon as a round is posted, unless the
 * organizers switched the results page off or staff withdrew the event's
 * results. The judges' detailed marks (each judge's recalls and places, the
 * skating tallies, the Rule 10 and 11 working) are held back while the
 * competition's embargo holds, so marks are not debated mid-event.
 */
export interface ResultsPublication {
  /** The competition's `resultsPageShown`. */
  resultsPageShown: boolean;
  /** The event's results are published (staff may withdraw them). */
  eventPublished: boolean;
}

export interface MarksEmbargo {
  /** The organizers hold the detailed marks back. */
  embargo: boolean;
  /** The instant (ISO) they become public; null: not released yet. */
  releaseAt: string | null;
}

/** Whether the public may see the event's posted placements and recalls. */
export function resultsArePublic(publication: ResultsPublication): boolean {
  return publication.resultsPageShown && publication.eventPublished;
}

/** Whether the public may see the judges' detailed marks at `now` (ISO instant). */
export function marksArePublic(embargo: MarksEmbargo, now: string): boolean {
  if (!embargo.embargo) return true;
  if (embargo.releaseAt === null) return false;
  const release = Date.parse(embargo.releaseAt);
  return Number.isFinite(release) && release <= Date.parse(now);
}

/** Judges are shown by letter, in the competition's order of officials: A to Z, then AA, AB... */
export function judgeLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`no judge letter for ${index}`);
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : judgeLetter(Math.floor(index / 26) - 1) + letter;
}

/** Letter order (A ... Z, AA, AB ...): the order of the officials the letters were given in. */
export function compareJudgeLetters(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
