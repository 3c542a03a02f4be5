import type { MarkGrid } from '../../../shared/judging';
import type { ResultCouple, RoundResult } from '../../../shared/results';
import type { StoredResult } from '../judging/scrutineer-compute';

/** What presenting a round needs besides the round: names, letters, and whether marks are shown. */
export type RoundPresentation = {
  coupleOf: (entryId: string) => ResultCouple;
  letterOf: (judgeId: string) => string;
  /** False while the embargo holds the judges' marks back from the public. */
  withDetail: boolean;
};

export type RoundToPresent = {
  roundNumber: number;
  roundName: string;
  /** The event's dances, for a round whose stored result names none. */
  eventDances: string[];
  saved: StoredResult;
  /** Null for a staff preview of a Marked round. */
  postedAt: string | null;
};

/** The judges whose marks a stored result holds (its grids', or the counted judges). */
export const judgesIn = (saved: StoredResult): string[] =>
  (saved.recallGrid ?? saved.finalTable)?.judges ?? saved.judges;

/** Every couple that danced a stored round: a recall round's most marks first. */
export const couplesIn = ({ computation, finalTable }: StoredResult): string[] =>
  computation.kind === 'recall'
    ? computation.ranked
    : (finalTable?.couples ?? Object.keys(computation.overall));

/** Judges by letter in a grid; without the detail no judge id, mark or tally leaves this function. */
const lettered = (grid: MarkGrid, letterOf: (judgeId: string) => string): MarkGrid => ({
  ...grid,
  judges: grid.judges.map(letterOf),
});

/** Couples by number (those without one last, then by entry id): an order that says nothing of marks. */
const byCoupleNumber = (a: ResultCouple, b: ResultCouple): number =>
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
  a.entryId.localeCompare(b.entryId);

/**
 * A stored round result as result pages read it (never recomputed). Recall
 * rounds list their couples most marks first, or by number while the detail
 * is withheld (the order would tell the judges' ranking); finals in place order.
 */
export function presentRound(round: RoundToPresent, how: RoundPresentation): RoundResult {
  const { saved } = round;
  const { computation } = saved;
  const common = {
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    postedAt: round.postedAt,
    placements: saved.placements,
  };
  if (computation.kind === 'recall') {
    const couples = couplesIn(saved).map(how.coupleOf);
    if (!how.withDetail) couples.sort(byCoupleNumber);
    const recalled = new Set(computation.recalled);
    return {
      ...common,
      kind: 'recall',
      dances: saved.recallGrid?.dances ?? round.eventDances,
      couples,
      recalled: how.withDetail
        ? computation.recalled
        : couples.flatMap(({ entryId }) => (recalled.has(entryId) ? [entryId] : [])),
      perDance: {},
      detail: how.withDetail
        ? {
            kind: 'recall',
            totals: saved.sumRecalls ?? computation.totals,
            grid: saved.recallGrid ? lettered(saved.recallGrid, how.letterOf) : null,
          }
        : null,
    };
  }
  const { overall } = computation;
  const placeOf = (entryId: string) => overall[entryId] ?? Number.MAX_SAFE_INTEGER;
  const couples = couplesIn(saved)
    .map(how.coupleOf)
    .sort((a, b) => placeOf(a.entryId) - placeOf(b.entryId) || byCoupleNumber(a, b));
  return {
    ...common,
    kind: 'final',
    dances: saved.finalTable?.dances ?? round.eventDances,
    couples,
    recalled: [],
    perDance: computation.perDance,
    detail:
      how.withDetail && saved.finalTable
        ? { kind: 'final', grid: lettered(saved.finalTable, how.letterOf), computation }
        : null,
  };
}
