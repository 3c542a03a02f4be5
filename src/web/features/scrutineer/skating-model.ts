import type { FinalComputation, RoundJudging } from '../../../shared/judging';

type DanceExplanation = FinalComputation['explanations']['dances'][string];

export type SkatingRow = {
  entryId: string;
  /** The place each judge gave, in the order of the table's judges. */
  marks: string[];
  /** Per column "1", "1-2", ...: the count of such marks, with their sum once it holds a majority; "" where not needed. */
  cells: string[];
  place: number | null;
  rule: string;
  reason: string;
};

export type SkatingTable = {
  dance: string;
  majority: number;
  judges: { judgeId: string; name: string }[];
  columns: string[];
  rows: SkatingRow[];
};

/** The engine's rule id as a person writes it: "rule-10" is "Rule 10". */
export const ruleName = (rule: string) => rule.replace(/^rule-(\w+)$/, 'Rule $1');

/** The column headings of a final of n couples: "1", "1-2", ..., "1-n". */
export const cumulativeColumns = (n: number) =>
  Array.from({ length: n }, (_, index) => (index === 0 ? '1' : `1-${index + 1}`));

/**
 * One dance's skating table as the engine explains it: the marks of the
 * judges present, then each couple's tallies column by column up to where its
 * place was decided, the place and the rule that decided it.
 */
export function skatingTable(
  round: RoundJudging,
  computation: FinalComputation,
  dance: string,
): SkatingTable | undefined {
  const explanation: DanceExplanation | undefined = computation.explanations.dances[dance];
  if (!explanation) return undefined;
  const judges = round.panel
    .filter((judge) => judge.absence === null)
    .map(({ judgeId, name }) => ({ judgeId, name }));
  const sheets = judges.map(({ judgeId }) =>
    round.sheets.find((sheet) => sheet.judgeId === judgeId && sheet.dance === dance),
  );
  const columns = cumulativeColumns(round.couples.length);
  const byPlace = [...explanation.placements].sort((a, b) => a.place - b.place);
  const rows = byPlace.map((placement): SkatingRow => ({
    entryId: placement.couple,
    marks: sheets.map((sheet) => {
      const index = sheet?.entries.indexOf(placement.couple) ?? -1;
      return index < 0 ? '' : String(index + 1);
    }),
    cells: columns.map((_, index) => {
      const tally = placement.tallies.find((entry) => entry.column === index + 1);
      if (!tally) return '';
      return tally.count >= explanation.majority
        ? `${tally.count} (${tally.sum})`
        : `${tally.count}`;
    }),
    place: placement.place,
    rule: ruleName(placement.rule),
    reason: placement.reason,
  }));
  return { dance, majority: explanation.majority, judges, columns, rows };
}

export type SummaryRow = {
  entryId: string;
  /** The couple's place in each dance, in the round's dance order. */
  dancePlaces: (number | null)[];
  total: number | null;
  place: number | null;
  rule: string;
  reason: string;
};

/** The multi-dance summary: places per dance, their total, and the rule that decided each final place. */
export function summaryRows(round: RoundJudging, computation: FinalComputation): SummaryRow[] {
  const { summary } = computation.explanations;
  return [...summary.placements]
    .sort((a, b) => a.place - b.place)
    .map((placement) => ({
      entryId: placement.couple,
      dancePlaces: round.dances.map(
        (dance) => computation.perDance[dance]?.[placement.couple] ?? null,
      ),
      total: summary.totals[placement.couple] ?? null,
      place: computation.overall[placement.couple] ?? placement.place,
      rule: ruleName(placement.rule),
      reason: placement.reason,
    }));
}
