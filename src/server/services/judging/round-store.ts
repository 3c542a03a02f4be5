import type { Kysely, Transaction } from 'kysely';
import type { RoundState } from '../../../domain/competition/enumerations';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import { isLeftOutByScratch } from '../../../domain/floor';
import type {
  DanceSheet,
  LateArrival,
  PanelJudge,
  RoundCouple,
  RoundJudging,
  SavedRoundResult,
} from '../../../shared/judging';
import { SavedRoundResultSchema } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import { eventPanels, judgesOf } from '../event-panels';
import { roundRowId } from '../schedule-store';
import { roundLockOf } from './round-lock';

type Reader = Kysely<Database> | Transaction<Database>;

/** One round with what every judging rule needs about it and its event. */
export type RoundRecord = {
  competitionId: string;
  eventId: string;
  eventName: string;
  /** The event's dances in dancing order. */
  dances: string[];
  roundNumber: number;
  /** Storage key `{eventId}-R{n}`; names the round's marks topic. */
  roundKey: string;
  roundName: string;
  state: RoundState;
  recallSize: number;
  recallTarget: number | null;
  numHeats: number;
  startedAt: string | null;
};

/** The round, or 404 `round_not_found`. Rows whose state is not a known state are refused too. */
export async function findRound(
  db: Reader,
  competitionId: string,
  eventId: string,
  roundNumber: number,
): Promise<RoundRecord> {
  const row = await db
    .selectFrom('rounds')
    .innerJoin('events', 'events.id', 'rounds.event_id')
    .select([
      'rounds.id',
      'rounds.round_number',
      'rounds.round_name',
      'rounds.round_state',
      'rounds.recall_size',
      'rounds.recall_target',
      'rounds.num_heats',
      'rounds.round_actual_start_time',
      'events.name as event_name',
      'events.dances',
    ])
    .where('rounds.competition_id', '=', competitionId)
    .where('rounds.event_id', '=', eventId)
    .where('rounds.round_number', '=', roundNumber)
    .executeTakeFirst();
  const state = row && roundStateFromNumber(row.round_state);
  if (!row || !state) throw errors.roundNotFound(roundNumber);
  return {
    competitionId,
    eventId,
    eventName: row.event_name,
    dances: JSON.parse(row.dances) as string[],
    roundNumber: row.round_number,
    roundKey: roundRowId(eventId, row.round_number),
    roundName: row.round_name,
    state,
    recallSize: row.recall_size,
    recallTarget: row.recall_target,
    numHeats: row.num_heats,
    startedAt: row.round_actual_start_time,
  };
}

/** A couple of the round with its scratch, scratched or not (the deck captain's and MC's lists). */
export type CoupleOnFloor = RoundCouple & {
  scratch: { at: string; reason: string } | null;
  /** False when the scratch leaves the couple out of this round (`isLeftOutByScratch`). */
  dancing: boolean;
};

/**
 * Every couple of the round, by number (walk-ons and TBA last), each with its
 * scratch and whether it still dances in this round: the one place the
 * scratch rule is applied to a round's couples.
 */
export async function roundCouplesOnFloor(
  db: Reader,
  round: RoundRecord,
): Promise<CoupleOnFloor[]> {
  const rows = await db
    .selectFrom('round_entries')
    .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
    .select([
      'entries.id',
      'entries.lead_number',
      'entries.lead_name',
      'entries.follow_name',
      'entries.affiliation',
      'entries.scratched_at',
      'entries.scratch_reason',
      'round_entries.heat',
      'round_entries.checked_in',
      'round_entries.absent',
      'round_entries.walk_on',
    ])
    .where('round_entries.round_id', '=', round.roundKey)
    .execute();
  return rows
    .map((row) => ({
      entryId: row.id,
      number: row.lead_number,
      leadName: row.lead_name,
      followName: row.follow_name,
      affiliation: row.affiliation,
      heat: row.heat,
      checkedIn: row.checked_in === 1,
      absent: row.absent === 1,
      walkOn: row.walk_on === 1,
      scratch:
        row.scratched_at === null
          ? null
          : { at: row.scratched_at, reason: row.scratch_reason ?? '' },
      dancing: !isLeftOutByScratch(row.scratched_at, round.startedAt),
    }))
    .sort(
      (a, b) =>
        (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
        a.entryId.localeCompare(b.entryId),
    );
}

/**
 * The couples who dance in the round, by number: judges mark them, the
 * engine computes with them and the panel's progress counts them. A couple
 * scratched before the round started is left out.
 */
export async function roundCouples(db: Reader, round: RoundRecord): Promise<RoundCouple[]> {
  return (await roundCouplesOnFloor(db, round))
    .filter((couple) => couple.dancing)
    .map(({ scratch: _scratch, dancing: _dancing, ...couple }) => couple);
}

/** The event's panel in the officials list's order, each judge with their absence from this round. */
export async function roundPanel(db: Reader, round: RoundRecord): Promise<PanelJudge[]> {
  const [judges, panelOf, absences] = await Promise.all([
    judgesOf(db, round.competitionId),
    eventPanels(db, round.competitionId),
    db
      .selectFrom('judge_absences')
      .selectAll()
      .where('event_id', '=', round.eventId)
      .where('round_number', '=', round.roundNumber)
      .execute(),
  ]);
  const onPanel = new Set(panelOf(round.eventId).judgeIds);
  return judges
    .filter((judge) => onPanel.has(judge.id))
    .map((judge) => {
      const absence = absences.find((a) => a.judge_id === judge.id);
      return {
        judgeId: judge.id,
        name: judge.name,
        absence: absence
          ? { reason: absence.reason, markedBy: absence.marked_by, at: absence.created_at }
          : null,
      };
    });
}

/** Judges on the panel and not absent: whose marks count. */
export const presentJudges = (panel: readonly PanelJudge[]) =>
  panel.filter((judge) => judge.absence === null).map((judge) => judge.judgeId);

export async function roundSheets(db: Reader, round: RoundRecord): Promise<DanceSheet[]> {
  const rows = await db
    .selectFrom('dance_sheets')
    .selectAll()
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .orderBy('judge_id')
    .orderBy('dance')
    .execute();
  return rows.map(presentSheet);
}

export function presentSheet(row: {
  judge_id: string;
  dance: string;
  status: 'draft' | 'submitted';
  entries: string;
  entered_by: string;
  updated_at: string;
  submitted_at: string | null;
}): DanceSheet {
  return {
    judgeId: row.judge_id,
    dance: row.dance,
    status: row.status,
    entries: JSON.parse(row.entries) as string[],
    enteredBy: row.entered_by,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
  };
}

async function lateArrivals(db: Reader, round: RoundRecord): Promise<LateArrival[]> {
  const rows = await db
    .selectFrom('mark_submissions')
    .select(['submission_id', 'judge_id', 'dance', 'entries', 'received_at'])
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .where('outcome', '=', 'after-posting')
    .orderBy('received_at')
    .execute();
  return rows.map((row) => ({
    submissionId: row.submission_id,
    judgeId: row.judge_id,
    dance: row.dance,
    entries: JSON.parse(row.entries) as string[],
    receivedAt: row.received_at,
  }));
}

export async function postedResult(
  db: Reader,
  round: RoundRecord,
): Promise<SavedRoundResult | null> {
  const row = await db
    .selectFrom('saved_results')
    .select('payload')
    .where('event_id', '=', round.eventId)
    .where('round_number', '=', round.roundNumber)
    .executeTakeFirst();
  return row ? parseSavedResult(row.payload) : null;
}

/** A stored `saved_results.payload`; null for one written before issue 11 (shifted test rows, say), which is not shown as posted. */
export function parseSavedResult(payload: string): SavedRoundResult | null {
  const parsed = SavedRoundResultSchema.safeParse(JSON.parse(payload));
  return parsed.success ? parsed.data : null;
}

/** Everything the scrutineer's screen shows about one round. */
export async function readRoundJudging(db: Reader, round: RoundRecord): Promise<RoundJudging> {
  const [couples, panel, sheets, late, posted, lock] = await Promise.all([
    roundCouples(db, round),
    roundPanel(db, round),
    roundSheets(db, round),
    lateArrivals(db, round),
    postedResult(db, round),
    roundLockOf(db, round),
  ]);
  return {
    competitionId: round.competitionId,
    eventId: round.eventId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundKey: round.roundKey,
    roundName: round.roundName,
    roundState: round.state,
    kind: round.roundNumber === 1 ? 'final' : 'recall',
    dances: round.dances,
    recallSize: round.recallSize,
    recallTarget: round.recallTarget,
    numHeats: round.numHeats,
    startedAt: round.startedAt,
    couples,
    panel,
    sheets,
    lateArrivals: late,
    posted,
    lock,
  };
}
