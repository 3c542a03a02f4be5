import crypto from 'node:crypto';
import { roundNameFor } from '../../domain/competition/rounds';
import { roundStateNumber } from '../../domain/competition/enumerations';
import { generateAccessCode } from '../../domain/officials/access-code';
import { DEMO_COMPETITION_ID } from '../seed/seed-demo';
import { roundRowId } from '../services/schedule-store';
import type { FixtureContext, FixtureJudge } from './judging-fixtures';
import { insertFixtureJudges } from './judging-fixtures';

export type PrintDayOptions = {
  events: number;
  /** Rounds per event, the final included: 4 gives 1st round, quarter, semi and final. */
  roundsPerEvent: number;
  /** The size of the one panel every new event shares. */
  judges: number;
  /** Couples in each event's first round; each later round holds half the one before. */
  couples: number;
  dances: string[];
  /** Heats of every round but the final (one heat), never more than its couples. */
  heats: number;
  /** The venue day of the planned starts (YYYY-MM-DD); the competition's start date by default. */
  day?: string;
  /** First couple number; the same couples, by number, enter every new event. */
  firstNumber?: number;
  /**
   * Mark every round but each event's final Posted (the state only: no marks
   * or results are stored), so no round awaits its earlier round's recalls
   * and every judge's sheet prints its couples' numbers. By default every
   * round is Initialized, as the night before the day: only first rounds'
   * sheets carry numbers, the later ones blank boxes.
   */
  earlierRoundsPosted?: boolean;
};

export type PrintDayRound = {
  eventId: string;
  roundNumber: number;
  roundKey: string;
  roundName: string;
  scheduleIndex: number;
  plannedStart: string;
  /** The couples the round holds, by number. */
  numbers: number[];
};

export type PrintDay = {
  competitionId: string;
  events: { eventId: string; eventName: string }[];
  /** Every new round in running order (each event's rounds in turn, first round first). */
  rounds: PrintDayRound[];
  judges: FixtureJudge[];
  /** The couples' numbers, each entered in every new event. */
  numbers: number[];
};

/** Minutes between two planned starts: a round of five dances and its change. */
const MINUTES_PER_ROUND = 10;
const DAY_START = '09:00';

/**
 * A competition day of new events in the demo competition, written straight
 * into the database: one new panel of judges shared by every new event
 * (`event_judges`), every round holding couples (48, 24, 12, 6: the couples a
 * recall round would leave) with heats drawn in turn, consecutive schedule
 * positions after the existing ones and planned starts every ten minutes.
 * A handful of multi-row inserts in one transaction, so a big day (10 events
 * x 4 rounds x 48 couples) takes well under a second.
 */
export async function createPrintDay(
  ctx: FixtureContext,
  options: PrintDayOptions,
): Promise<PrintDay> {
  const db = ctx.database.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  const competitionId = DEMO_COMPETITION_ID;
  const judges = Array.from({ length: options.judges }, (_, i) => ({
    id: `print-judge-${tag}-${i + 1}`,
    name: `Judge ${tag} ${i + 1}`,
    code: generateAccessCode(crypto.randomBytes),
  }));
  const firstNumber = options.firstNumber ?? 700;
  const numbers = Array.from({ length: options.couples }, (_, i) => firstNumber + i);
  const events = Array.from({ length: options.events }, (_, i) => ({
    eventId: `print-${tag}-${i + 1}`,
    eventName: `Print ${tag} ${String(i + 1).padStart(2, '0')}`,
  }));
  const [{ max }, competition] = await Promise.all([
    db
      .selectFrom('rounds')
      .select((eb) => eb.fn.max('schedule_index').as('max'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('competitions')
      .select('start_date')
      .where('id', '=', competitionId)
      .executeTakeFirstOrThrow(),
  ]);
  const firstIndex = Number(max ?? -1) + 1;
  const day = options.day ?? competition.start_date ?? now.slice(0, 10);
  const dayStart = Date.parse(`${day}T${DAY_START}:00.000Z`);

  /** The couples the round `stepsIn` rounds after the first holds. */
  const held = (stepsIn: number) => Math.max(1, Math.round(options.couples / 2 ** stepsIn));
  const rounds: PrintDayRound[] = events.flatMap((event, e) =>
    Array.from({ length: options.roundsPerEvent }, (_, r) => {
      const roundNumber = options.roundsPerEvent - r;
      const position = e * options.roundsPerEvent + r;
      return {
        eventId: event.eventId,
        roundNumber,
        roundKey: roundRowId(event.eventId, roundNumber),
        roundName: roundNameFor(roundNumber, options.roundsPerEvent),
        scheduleIndex: firstIndex + position,
        plannedStart: new Date(dayStart + position * MINUTES_PER_ROUND * 60_000).toISOString(),
        numbers: numbers.slice(0, held(r)),
      };
    }),
  );
  const entryId = (eventId: string, number: number) => `${eventId}-couple-${number}`;
  const heatsOf = (round: PrintDayRound) =>
    round.roundNumber === 1 ? 1 : Math.max(1, Math.min(options.heats, round.numbers.length));
  const stateOf = (round: PrintDayRound) =>
    roundStateNumber(
      options.earlierRoundsPosted && round.roundNumber > 1 ? 'Posted' : 'Initialized',
    );

  await db.transaction().execute(async (trx) => {
    await insertFixtureJudges(trx, judges, 2000);
    await trx
      .insertInto('events')
      .values(
        events.map((event) => ({
          id: event.eventId,
          competition_id: competitionId,
          name: event.eventName,
          style: 'Standard',
          level: 'Gold',
          age_category: null,
          dances: JSON.stringify(options.dances),
          created_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('event_judges')
      .values(
        events.flatMap((event) =>
          judges.map((judge) => ({ event_id: event.eventId, official_id: judge.id })),
        ),
      )
      .execute();
    for (const event of events) {
      await trx
        .insertInto('entries')
        .values(
          numbers.map((number) => ({
            id: entryId(event.eventId, number),
            competition_id: competitionId,
            event_id: event.eventId,
            lead_id: null,
            follow_id: null,
            lead_name: `Lead ${number}`,
            follow_name: `Follow ${number}`,
            lead_number: number,
            affiliation: `School ${number % 5}`,
            registered_time: now,
          })),
        )
        .execute();
    }
    await trx
      .insertInto('rounds')
      .values(
        rounds.map((round) => ({
          id: round.roundKey,
          competition_id: competitionId,
          event_id: round.eventId,
          round_number: round.roundNumber,
          round_name: round.roundName,
          round_state: stateOf(round),
          schedule_index: round.scheduleIndex,
          round_start_time: round.plannedStart,
          round_actual_start_time: null,
          // A recall round recalls the couples the next round holds; a final keeps its own.
          recall_size: held(options.roundsPerEvent - Math.max(1, round.roundNumber - 1)),
          num_heats: heatsOf(round),
          recall_target: null,
        })),
      )
      .execute();
    for (const round of rounds) {
      await trx
        .insertInto('round_entries')
        .values(
          round.numbers.map((number, i) => ({
            round_id: round.roundKey,
            entry_id: entryId(round.eventId, number),
            heat: (i % heatsOf(round)) + 1,
            checked_in: 0 as const,
          })),
        )
        .execute();
    }
  });
  // Written behind the services' back, so no change announces it.
  ctx.readCache?.clear();
  return { competitionId, events, rounds, judges, numbers };
}
