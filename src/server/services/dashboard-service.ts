import type { Kysely } from 'kysely';
import { countEntries } from '../../domain/competition/competitors';
import { ROUND_STATES, roundStateFromNumber } from '../../domain/competition/enumerations';
import type { DashboardFigures } from '../../shared/dashboard';
import type { Database } from '../db/schema';
import { requireCompetition } from './competition-service';

export async function getDashboardFigures(
  db: Kysely<Database>,
  competitionId: string,
): Promise<DashboardFigures> {
  await requireCompetition(db, competitionId);

  const count = (table: 'events' | 'officials' | 'competitors') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('competition_id', '=', competitionId)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));

  const [events, entries, officials, judges, competitors, states] = await Promise.all([
    count('events'),
    db
      .selectFrom('entries')
      .select(['id as entryId', 'lead_id as leadId'])
      .where('competition_id', '=', competitionId)
      .execute()
      .then(countEntries),
    count('officials'),
    db
      .selectFrom('officials')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('competition_id', '=', competitionId)
      .where('role', '=', 'Judge')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n)),
    count('competitors'),
    db
      .selectFrom('rounds')
      .select(['round_state', (eb) => eb.fn.countAll().as('n')])
      .where('competition_id', '=', competitionId)
      .groupBy('round_state')
      .execute(),
  ]);

  const roundsByState: Record<string, number> = Object.fromEntries(
    ROUND_STATES.map((state) => [state, 0]),
  );
  for (const row of states) {
    const name = roundStateFromNumber(row.round_state);
    if (name) roundsByState[name] = Number(row.n);
  }
  return {
    events,
    entries,
    competitors,
    roundsByState,
    officials,
    judges,
  };
}
