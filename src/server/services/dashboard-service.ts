import type { Kysely } from 'kysely';
import type { DashboardFigures } from '../../shared/dashboard';
import type { Database } from '../db/schema';
import { requireCompetition } from './competition-service';

/** Round states in the spec's numbering (section 4). */
const ROUND_STATE_NAMES = [
  'Initialized',
  'Empty',
  'Running',
  'Skipped',
  'Marked',
  'Posted',
] as const;
/** A partner "to be announced" is not a competitor yet. */
const TBA = 'TBA';

export async function getDashboardFigures(
  db: Kysely<Database>,
  competitionId: string,
): Promise<DashboardFigures> {
  await requireCompetition(db, competitionId);

  const count = (table: 'events' | 'entries' | 'officials') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('competition_id', '=', competitionId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  const [events, entries, officials, judges, names, states] = await Promise.all([
    count('events'),
    count('entries'),
    count('officials'),
    db
      .selectFrom('officials')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('competition_id', '=', competitionId)
      .where('role', '=', 'Judge')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n)),
    db
      .selectFrom('entries')
      .select(['lead_name', 'follow_name'])
      .where('competition_id', '=', competitionId)
      .execute(),
    db
      .selectFrom('rounds')
      .select(['round_state', (eb) => eb.fn.countAll().as('n')])
      .where('competition_id', '=', competitionId)
      .groupBy('round_state')
      .execute(),
  ]);

  const dancers = new Set<string>();
  for (const { lead_name, follow_name } of names) {
    for (const name of [lead_name, follow_name]) {
      const normalized = name.trim().toLowerCase();
      if (normalized && normalized !== TBA.toLowerCase()) dancers.add(normalized);
    }
  }
  const roundsByState: Record<string, number> = Object.fromEntries(
    ROUND_STATE_NAMES.map((name) => [name, 0]),
  );
  for (const row of states) {
    const name = ROUND_STATE_NAMES[row.round_state];
    if (name) roundsByState[name] = Number(row.n);
  }
  return { events, entries, competitors: dancers.size, roundsByState, officials, judges };
}
