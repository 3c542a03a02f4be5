import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RoundState } from '../../domain/competition/enumerations';
import { roundStateNumber } from '../../domain/competition/enumerations';
import { generateAccessCode } from '../../domain/officials/access-code';
import type { Database } from '../db/schema';
import type { PublicReadCache } from '../http/public-read-cache';
import { DEMO_COMPETITION_ID } from '../seed/seed-demo';
import { roundRowId } from '../services/schedule-store';

/**
 * What a fixture writing straight into the database needs: the database, and
 * the server's read cache, which it clears once written (no change announces
 * such a write, so a kept public read would not see it).
 */
export type FixtureContext = { database: { db: Kysely<Database> }; readCache?: PublicReadCache };

export type FixtureJudge = { id: string; name: string; code: string };
export type FixtureCouple = { entryId: string; number: number };
export type RunningRound = {
  competitionId: string;
  eventId: string;
  eventName: string;
  /** The round the judges mark (Running). */
  roundNumber: number;
  roundKey: string;
  dances: string[];
  judges: FixtureJudge[];
  couples: FixtureCouple[];
};

export type RunningRoundOptions = {
  judges: number;
  couples: number;
  dances: string[];
  /** The running round's number; the rounds after it (down to the final) wait, empty. */
  roundNumber: number;
  heats?: number;
  recallSize?: number;
  /** First couple number; later couples count up from it. */
  firstNumber?: number;
};

const ROUND_NAMES: Record<number, string> = { 1: 'Final', 2: 'Semi-Final', 3: 'Quarter-Final' };

/**
 * A new event of the demo competition with its own panel of new judges and one
 * Running round holding every couple, heats drawn in turn, written straight
 * into the database (the scrutineer's endpoints are tested apart).
 */
export async function createRunningRound(
  ctx: FixtureContext,
  options: RunningRoundOptions,
): Promise<RunningRound> {
  const db = ctx.database.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const now = new Date().toISOString();
  const competitionId = DEMO_COMPETITION_ID;
  const eventId = `fixture-${tag}`;
  const eventName = `Fixture ${tag}`;
  const judges = Array.from({ length: options.judges }, (_, i) => ({
    id: `judge-${tag}-${i + 1}`,
    name: `Judge ${tag} ${i + 1}`,
    code: generateAccessCode(crypto.randomBytes),
  }));
  const firstNumber = options.firstNumber ?? 500;
  const couples = Array.from({ length: options.couples }, (_, i) => ({
    entryId: `entry-${tag}-${i + 1}`,
    number: firstNumber + i,
  }));
  const heats = options.heats ?? 1;
  const { max } = await db
    .selectFrom('rounds')
    .select((eb) => eb.fn.max('schedule_index').as('max'))
    .executeTakeFirstOrThrow();
  const firstIndex = Number(max ?? -1) + 1;

  await db.transaction().execute(async (trx) => {
    await insertFixtureJudges(trx, judges, 1000);
    await trx
      .insertInto('events')
      .values({
        id: eventId,
        competition_id: competitionId,
        name: eventName,
        style: 'Standard',
        level: 'Gold',
        age_category: null,
        dances: JSON.stringify(options.dances),
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('event_judges')
      .values(judges.map((judge) => ({ event_id: eventId, official_id: judge.id })))
      .execute();
    await trx
      .insertInto('entries')
      .values(
        couples.map((couple) => ({
          id: couple.entryId,
          competition_id: competitionId,
          event_id: eventId,
          lead_id: null,
          follow_id: null,
          lead_name: `Lead ${couple.number}`,
          follow_name: `Follow ${couple.number}`,
          lead_number: couple.number,
          affiliation: '',
          registered_time: now,
        })),
      )
      .execute();
    for (let n = options.roundNumber; n >= 1; n--) {
      const running = n === options.roundNumber;
      await trx
        .insertInto('rounds')
        .values({
          id: roundRowId(eventId, n),
          competition_id: competitionId,
          event_id: eventId,
          round_number: n,
          round_name: ROUND_NAMES[n] ?? `Round ${n}`,
          round_state: roundStateNumber(running ? 'Running' : 'Initialized'),
          schedule_index: firstIndex + options.roundNumber - n,
          round_start_time: null,
          round_actual_start_time: running ? now : null,
          recall_size: options.recallSize ?? Math.max(1, Math.floor(options.couples / 2)),
          num_heats: running ? heats : 1,
          recall_target: null,
        })
        .execute();
    }
    await trx
      .insertInto('round_entries')
      .values(
        couples.map((couple, i) => ({
          round_id: roundRowId(eventId, options.roundNumber),
          entry_id: couple.entryId,
          heat: (i % heats) + 1,
          checked_in: 1 as const,
        })),
      )
      .execute();
  });
  ctx.readCache?.clear();
  return {
    competitionId,
    eventId,
    eventName,
    roundNumber: options.roundNumber,
    roundKey: roundRowId(eventId, options.roundNumber),
    dances: options.dances,
    judges,
    couples,
  };
}

/**
 * New judges of the demo competition, listed from `firstSortOrder` on (after
 * its own officials), inside the caller's transaction: the caller clears the
 * read cache once it commits (clearing before would let a read keep the old list).
 */
export async function insertFixtureJudges(
  trx: Kysely<Database>,
  judges: readonly FixtureJudge[],
  firstSortOrder: number,
): Promise<void> {
  await trx
    .insertInto('officials')
    .values(
      judges.map((judge, i) => ({
        id: judge.id,
        competition_id: DEMO_COMPETITION_ID,
        name: judge.name,
        role: 'Judge',
        bio: '',
        photo_url: null,
        sort_order: firstSortOrder + i,
        access_code: judge.code,
      })),
    )
    .execute();
}

export async function setRoundState(
  ctx: FixtureContext,
  round: Pick<RunningRound, 'roundKey'>,
  state: RoundState,
): Promise<void> {
  await ctx.database.db
    .updateTable('rounds')
    .set({ round_state: roundStateNumber(state) })
    .where('id', '=', round.roundKey)
    .execute();
  ctx.readCache?.clear();
}

export async function roundStateOf(
  db: Kysely<Database>,
  round: Pick<RunningRound, 'roundKey'>,
): Promise<number> {
  const row = await db
    .selectFrom('rounds')
    .select('round_state')
    .where('id', '=', round.roundKey)
    .executeTakeFirstOrThrow();
  return row.round_state;
}
