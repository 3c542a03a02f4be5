import type { Kysely, Transaction } from 'kysely';
import { judgeLetter } from '../../../domain/results';
import type { ResultJudge } from '../../../shared/results';
import type { Database } from '../../db/schema';
import { judgesOf } from '../event-panels';

type Reader = Kysely<Database> | Transaction<Database>;

export type JudgeLegend = {
  letterOf: (judgeId: string) => string;
  /** The legend of the given judges, by letter. */
  legendOf: (judgeIds: Iterable<string>) => ResultJudge[];
};

/**
 * One letter per judge for the whole competition (decision 019): the judge's
 * place among the competition's judges in the officials list's order, so a
 * letter means the same judge on every event's page. A judge in a posted
 * result who is no longer an official (deleted since) gets a letter after
 * all current judges, by id, from `seenJudgeIds`.
 */
export async function judgeLegend(
  db: Reader,
  competitionId: string,
  seenJudgeIds: Iterable<string>,
): Promise<JudgeLegend> {
  const judges = await judgesOf(db, competitionId);
  const known = new Set(judges.map((judge) => judge.id));
  const gone = [...new Set(seenJudgeIds)].filter((id) => !known.has(id)).sort();
  const ordered = [
    ...judges.map((judge) => ({ id: judge.id, name: judge.name })),
    ...gone.map((id) => ({ id, name: 'Judge no longer listed' })),
  ];
  const byId = new Map(
    ordered.map((judge, index) => [judge.id, { index, letter: judgeLetter(index), ...judge }]),
  );
  const entryOf = (judgeId: string) => {
    const entry = byId.get(judgeId);
    // Every judge asked for was among seenJudgeIds or the officials; anything else is a bug.
    if (!entry) throw new Error(`judge ${judgeId} has no letter`);
    return entry;
  };
  return {
    letterOf: (judgeId) => entryOf(judgeId).letter,
    legendOf: (judgeIds) =>
      [...new Set(judgeIds)]
        .map(entryOf)
        .sort((a, b) => a.index - b.index)
        .map(({ letter, name }) => ({ letter, name })),
  };
}
