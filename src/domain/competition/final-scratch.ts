/**
 * Scratching a competitor from the final's marks removes that number from
 * every judge's marks. Judges whose marks never had it keep the same list;
 * judge keys are kept as own keys whatever they are called.
 */
export function scratchFromFinal(
  marksByJudge: Readonly<Record<string, readonly string[]>>,
  competitorNumber: string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(marksByJudge).map(([judge, marks]) => [
      judge,
      marks.filter((mark) => mark !== competitorNumber),
    ]),
  );
}
