import type { Kysely, Transaction } from 'kysely';
import { ADHOC_ENTRY } from '../../../domain/competition/competitors';
import { roundStateFromNumber } from '../../../domain/competition/enumerations';
import {
  awaitedRound as awaitedEarlierRound,
  checkInCount,
  heatOf,
  isRoundStarted,
  nowAndNext,
} from '../../../domain/floor';
import type { DeckCaptainFloor, FloorRound, WalkOnCandidate } from '../../../shared/deck-captain';
import type { Database } from '../../db/schema';
import { errors } from '../../errors';
import type { RoundRecord } from '../judging/round-store';
import { findRound, roundCouplesOnFloor } from '../judging/round-store';

type Reader = Kysely<Database> | Transaction<Database>;

/** The competition, or 404: a floor of an unknown competition is not an empty floor. */
export async function requireCompetition(db: Reader, competitionId: string): Promise<void> {
  const row = await db
    .selectFrom('competitions')
    .select('id')
    .where('id', '=', competitionId)
    .executeTakeFirst();
  if (!row) throw errors.competitionNotFound(competitionId);
}

/** The event setting cascadeCheckin; on unless an organizer turned it off. */
export async function cascadeCheckinSetting(db: Reader, competitionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('event_settings')
    .select('cascade_checkin')
    .where('competition_id', '=', competitionId)
    .executeTakeFirst();
  return row ? row.cascade_checkin === 1 : true;
}

/**
 * The event's earlier round whose posting fills this round (`awaitedRound`:
 * skipped rounds are see-through), or null when the round's couples are its
 * own to change.
 */
export type AwaitedRound = { roundName: string; recallSize: number };

export async function awaitedRound(db: Reader, round: RoundRecord): Promise<AwaitedRound | null> {
  const earlier = await db
    .selectFrom('rounds')
    .select(['round_name', 'round_state', 'recall_size'])
    .where('event_id', '=', round.eventId)
    .where('round_number', '>', round.roundNumber)
    .orderBy('round_number')
    .execute();
  const awaited = awaitedEarlierRound(
    earlier.flatMap((row) => {
      const roundState = roundStateFromNumber(row.round_state);
      return roundState ? [{ ...row, roundState }] : [];
    }),
  );
  return awaited && { roundName: awaited.round_name, recallSize: awaited.recall_size };
}

/**
 * One round with its couples by heat (scratched ones included) and its
 * check-in count. A caller that already read the round it awaits passes it.
 */
export async function floorRound(
  db: Reader,
  round: RoundRecord,
  position: { scheduleIndex: number; plannedStart: string | null },
  awaited: Promise<AwaitedRound | null> | AwaitedRound | null = awaitedRound(db, round),
): Promise<FloorRound> {
  const [couples, awaitedNow] = await Promise.all([roundCouplesOnFloor(db, round), awaited]);
  const heatCount = Math.max(1, round.numHeats, ...couples.map((c) => heatOf(c.heat)));
  const heats = Array.from({ length: heatCount }, (_, i) => ({
    heat: i + 1,
    couples: couples.filter((couple) => heatOf(couple.heat) === i + 1),
  }));
  const count = checkInCount(couples.map((c) => ({ checkedIn: c.checkedIn, leftOut: !c.dancing })));
  return {
    eventId: round.eventId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundKey: round.roundKey,
    roundName: round.roundName,
    roundState: round.state,
    scheduleIndex: position.scheduleIndex,
    plannedStart: position.plannedStart,
    startedAt: round.startedAt,
    open: !isRoundStarted(round.state),
    filledBy: awaitedNow?.roundName ?? null,
    numHeats: round.numHeats,
    heats,
    checkedIn: count.checkedIn,
    dancing: count.dancing,
  };
}

/** The deck captain's screen: the running rounds and the next ones not started, in schedule order. */
export async function readFloor(db: Reader, competitionId: string): Promise<DeckCaptainFloor> {
  await requireCompetition(db, competitionId);
  const rows = await db
    .selectFrom('rounds')
    .select(['event_id', 'round_number', 'round_state', 'schedule_index', 'round_start_time'])
    .where('competition_id', '=', competitionId)
    .execute();
  const positions = rows.flatMap((row) => {
    const roundState = roundStateFromNumber(row.round_state);
    return roundState ? [{ ...row, roundState, scheduleIndex: row.schedule_index }] : [];
  });
  const { now, next } = nowAndNext(positions);
  const present = (list: typeof positions) =>
    Promise.all(
      list.map(async (row) =>
        floorRound(db, await findRound(db, competitionId, row.event_id, row.round_number), {
          scheduleIndex: row.schedule_index,
          plannedStart: row.round_start_time,
        }),
      ),
    );
  return {
    competitionId,
    cascadeCheckin: await cascadeCheckinSetting(db, competitionId),
    now: await present(now),
    next: await present(next),
  };
}

/** Every registered couple's entry in the competition (not the walk-on placeholders), by number. */
export async function listWalkOnCouples(
  db: Reader,
  competitionId: string,
): Promise<WalkOnCandidate[]> {
  await requireCompetition(db, competitionId);
  const rows = await db
    .selectFrom('entries')
    .innerJoin('events', 'events.id', 'entries.event_id')
    .select([
      'entries.id',
      'entries.lead_number',
      'entries.lead_name',
      'entries.follow_name',
      'entries.affiliation',
      'entries.event_id',
      'events.name as event_name',
    ])
    .where('entries.competition_id', '=', competitionId)
    .where((eb) =>
      eb.or([eb('entries.lead_id', 'is', null), eb('entries.lead_id', '!=', ADHOC_ENTRY.leadId)]),
    )
    .execute();
  return rows
    .map((row) => ({
      entryId: row.id,
      number: row.lead_number,
      leadName: row.lead_name,
      followName: row.follow_name,
      affiliation: row.affiliation,
      eventId: row.event_id,
      eventName: row.event_name,
    }))
    .sort(
      (a, b) =>
        (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) ||
        a.leadName.localeCompare(b.leadName) ||
        a.eventName.localeCompare(b.eventName),
    );
}
