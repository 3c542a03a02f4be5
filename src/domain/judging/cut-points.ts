import type { RecallResult, TieChoice } from '../scrutineering/recalls';

export interface CutOption {
  choice: TieChoice;
  /** How many couples this choice recalls. */
  recalled: number;
  label: string;
}

/**
 * The cut points the scrutineer may choose on a tie at the cut. Only the two
 * that keep tied couples together are offered: all of them through, or none.
 * "None" is left out when it would recall nobody, since the next round could
 * not be danced.
 */
export function cutOptions(result: RecallResult): CutOption[] {
  const { tie } = result;
  if (!tie) return [];
  const options: CutOption[] = [
    {
      choice: 'recall-more',
      recalled: tie.recallMore,
      label: `Recall ${tie.recallMore} (all tied couples)`,
    },
  ];
  if (tie.recallFewer > 0) {
    options.push({
      choice: 'recall-fewer',
      recalled: tie.recallFewer,
      label: `Recall ${tie.recallFewer} (none of the tied couples)`,
    });
  }
  return options;
}
