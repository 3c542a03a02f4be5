import type { Kysely, Transaction } from 'kysely';
import { compareSchedulePositions } from '../../../domain/competition';
import { isFinalRound } from '../../../domain/judging';
import { compareJudgeLetters } from '../../../domain/results';
import type { PrintRound, PrintRounds } from '../../../shared/printing';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import { awaitedRound, floorRound } from '../floor/floor-read';
import { findRound, roundPanel } from '../judging/round-store';
import { judgeLegend } from '../results/judge-legend';

type Reader = Kysely<Database> | Transaction<Database>;

/**
 * Every round of the competition in running order, each with its heats and
 * couples as the deck captain sees them (scratches marked), its panel with
 * absences and what a judge's marking sheet needs (dances, "Recall N", the
 * couples to expect), and every panel judge with the competition's letter
 * (decision 019). The print page picks the rounds (`selectPrintRounds`).
 */
export async function readPrintRounds(db: Reader, competitionId: string): Promise<PrintRounds> {
  const competition = await requireCompetition(db, competitionId);
  const [rows, legend] = await Promise.all([
    db
      .selectFrom('rounds')
      .innerJoin('events', 'events.id', 'rounds.event_id')
      .select([
        'rounds.event_id',
        'rounds.round_number',
        'rounds.schedule_index',
        'rounds.round_start_time',
        'events.style',
        'events.level',
      ])
      .where('rounds.competition_id', '=', competitionId)
      .execute(),
    judgeLegend(db, competitionId, []),
  ]);
  const panelNames = new Map<string, string>();
  const rounds = await Promise.all(
    rows.map(async (row): Promise<PrintRound> => {
      const round = await findRound(db, competitionId, row.event_id, row.round_number);
      const awaited = await awaitedRound(db, round);
      const [floor, panel] = await Promise.all([
        floorRound(
          db,
          round,
          { scheduleIndex: row.schedule_index, plannedStart: row.round_start_time },
          awaited,
        ),
        roundPanel(db, round),
      ]);
      for (const judge of panel) panelNames.set(judge.judgeId, judge.name);
      const final = isFinalRound(round.roundNumber);
      return {
        ...floor,
        style: row.style,
        level: row.level,
        dances: round.dances,
        kind: final ? 'final' : 'recall',
        recallCount: final ? null : (round.recallTarget ?? round.recallSize),
        // A round the earlier round's posting will fill holds as many couples as that round recalls.
        expectedCouples: awaited?.recallSize ?? floor.dancing,
        panel: panel.map((judge) => ({ judgeId: judge.judgeId, absent: judge.absence !== null })),
      };
    }),
  );
  return {
    competition: {
      fullName: competition.full_name,
      startDate: competition.start_date,
      endDate: competition.end_date,
    },
    judges: [...panelNames]
      .map(([judgeId, name]) => ({ judgeId, name, letter: legend.letterOf(judgeId) }))
      .sort((a, b) => compareJudgeLetters(a.letter, b.letter)),
    rounds: rounds.sort(compareSchedulePositions),
  };
}
