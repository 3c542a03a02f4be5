import type { RunningServer } from '../../../src/server/server';
import { DEMO_COMPETITION_ID } from '../../../src/server/seed/seed-demo';
import { SYSTEM_ACTOR } from '../../../src/server/services/audit-log';
import { startRound } from '../../../src/server/services/judging/scrutineer-round';
import { generateRounds } from '../../../src/server/services/schedule-service';

/** A demo judge's id and access code, as the organizer would hand them out. */
export async function demoJudge(server: RunningServer, name: string) {
  const row = await server.ctx.database.db
    .selectFrom('officials')
    .select(['id', 'access_code'])
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.access_code ?? '' };
}

/**
 * Generates a demo event's rounds and starts its first round danced (the
 * highest number), returning what the judge's screen should show of it.
 */
export async function startFirstRound(
  server: RunningServer,
  eventName: string,
  maxCouplesPerHeat: number,
) {
  const { db } = server.ctx.database;
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('competition_id', '=', DEMO_COMPETITION_ID)
    .where('name', '=', eventName)
    .executeTakeFirstOrThrow();
  await generateRounds(server.ctx, SYSTEM_ACTOR, DEMO_COMPETITION_ID, {
    eventId: event.id,
    maxCouplesPerHeat,
  });
  const round = await db
    .selectFrom('rounds')
    .select(['id', 'round_number', 'recall_size'])
    .where('event_id', '=', event.id)
    .orderBy('round_number', 'desc')
    .executeTakeFirstOrThrow();
  await startRound(server.ctx, SYSTEM_ACTOR, {
    competitionId: DEMO_COMPETITION_ID,
    eventId: event.id,
    roundNumber: round.round_number,
  });
  const couples = await db
    .selectFrom('round_entries')
    .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
    .select(['entries.id', 'entries.lead_number', 'round_entries.heat'])
    .where('round_entries.round_id', '=', round.id)
    .orderBy('entries.lead_number')
    .execute();
  return {
    eventId: event.id,
    roundNumber: round.round_number,
    recallSize: round.recall_size,
    couples: couples.map((c) => ({ entryId: c.id, number: c.lead_number ?? 0, heat: c.heat })),
  };
}

/** What the server holds of one judge's dance: marks rows, the sheet, and the submissions log. */
export async function storedDance(
  server: RunningServer,
  at: { eventId: string; roundNumber: number; judgeId: string; dance: string },
) {
  const { db } = server.ctx.database;
  const marks = await db
    .selectFrom('marks')
    .select(['entry_id', 'mark'])
    .where('event_id', '=', at.eventId)
    .where('round_number', '=', at.roundNumber)
    .where('judge_id', '=', at.judgeId)
    .where('dance', '=', at.dance)
    .orderBy('mark')
    .orderBy('entry_id')
    .execute();
  const sheets = await db
    .selectFrom('dance_sheets')
    .select(['status', 'entries'])
    .where('event_id', '=', at.eventId)
    .where('round_number', '=', at.roundNumber)
    .where('judge_id', '=', at.judgeId)
    .where('dance', '=', at.dance)
    .execute();
  const submissions = await db
    .selectFrom('mark_submissions')
    .select(['submission_id', 'outcome'])
    .where('event_id', '=', at.eventId)
    .where('round_number', '=', at.roundNumber)
    .where('judge_id', '=', at.judgeId)
    .where('dance', '=', at.dance)
    .execute();
  return { marks, sheets, submissions };
}
