import type { Kysely } from 'kysely';
import type { LiveHeat, LiveRound } from '../../../shared/live-rounds';
import type { Database } from '../../db/schema';
import { requireCompetition } from '../competition-service';
import { findRound, roundCouples } from '../judging/round-store';

/**
 * One round as the public follows it: its times and who is on the floor,
 * heat by heat. Couples a scratch leaves out are not listed (the judges'
 * rule, `roundCouples`); no marks are read.
 */
export async function getLiveRound(
  db: Kysely<Database>,
  competitionId: string,
  eventId: string,
  roundNumber: number,
): Promise<LiveRound> {
  await requireCompetition(db, competitionId);
  const round = await findRound(db, competitionId, eventId, roundNumber);
  const [couples, planned] = await Promise.all([
    roundCouples(db, round),
    db
      .selectFrom('rounds')
      .select('round_start_time')
      .where('id', '=', round.roundKey)
      .executeTakeFirst(),
  ]);
  const heats = new Map<number | null, LiveHeat>();
  for (const couple of couples) {
    const heat = heats.get(couple.heat) ?? { heat: couple.heat, couples: [] };
    heat.couples.push({
      entryId: couple.entryId,
      number: couple.number,
      leadName: couple.leadName,
      followName: couple.followName,
      affiliation: couple.affiliation,
      absent: couple.absent,
    });
    heats.set(couple.heat, heat);
  }
  return {
    eventId: round.eventId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    state: round.state,
    dances: round.dances,
    plannedStart: planned?.round_start_time ?? null,
    actualStart: round.startedAt,
    // Couples without a heat last; roundCouples already orders each heat by number.
    heats: [...heats.values()].sort(
      (a, b) => (a.heat ?? Number.MAX_SAFE_INTEGER) - (b.heat ?? Number.MAX_SAFE_INTEGER),
    ),
  };
}
