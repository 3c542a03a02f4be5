import type { Kysely, Transaction } from 'kysely';
import { isJudgeRole } from '../../domain/officials/official-roles';
import type { Database } from '../db/schema';

type Reader = Kysely<Database> | Transaction<Database>;

/** The competition's judges, in the officials list's order. */
export async function judgesOf(db: Reader, competitionId: string) {
  const officials = await db
    .selectFrom('officials')
    .select(['id', 'name', 'role'])
    .where('competition_id', '=', competitionId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  // Roles are stored canonical, but isJudgeRole is the one definition of "judge".
  return officials.filter((official) => isJudgeRole(official.role));
}

/**
 * Each event's effective judging panel. No rows means all judges. A deleted
 * official's rows cascade away, but one who stops being a judge keeps their
 * rows (so the panel comes back if they become a judge again); they are left
 * out here. A custom panel with none of its judges left falls back to all
 * judges, since an event must be judged by someone.
 */
export async function eventPanels(db: Reader, competitionId: string) {
  const judgeIds = (await judgesOf(db, competitionId)).map((judge) => judge.id);
  const rows = await db
    .selectFrom('event_judges')
    .innerJoin('events', 'events.id', 'event_judges.event_id')
    .select(['event_judges.event_id', 'event_judges.official_id'])
    .where('events.competition_id', '=', competitionId)
    .execute();
  const chosen = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = chosen.get(row.event_id) ?? new Set<string>();
    set.add(row.official_id);
    chosen.set(row.event_id, set);
  }
  return (eventId: string) => {
    const custom = chosen.get(eventId);
    const panel = custom ? judgeIds.filter((id) => custom.has(id)) : [];
    return panel.length > 0
      ? { judgeIds: panel, customPanel: true }
      : { judgeIds, customPanel: false };
  };
}
