import { buildPath } from '../../shared/contract/define-endpoint';
import { resultsEndpoints } from '../../shared/contract/results';
import type { RunningServer } from '../server';
import { roundRowId } from '../services/schedule-store';
import type { RunningRound } from './judging-fixtures';
import { setRoundState } from './judging-fixtures';
import type { ListFor } from './results-fixtures';
import { markRound, postMarkedRound } from './results-fixtures';

type Endpoint = keyof typeof resultsEndpoints;
type Params = { competitionId: string; eventId?: string };

/** Calls a results endpoint as the given cookie (none: anonymous); answers status and parsed body. */
export async function callResults(
  server: RunningServer,
  endpoint: Endpoint,
  params: Params,
  { cookie, body }: { cookie?: string; body?: unknown } = {},
) {
  const declared = resultsEndpoints[endpoint];
  const response = await fetch(`${server.url}${buildPath(declared.path, params)}`, {
    method: declared.method,
    headers: {
      ...(cookie && { cookie }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) };
}

/**
 * Dances the round the posted `round` recalled its couples to: starts it, the
 * judges mark it with `listFor` and the scrutineer posts it.
 */
export async function danceNextRound(
  server: RunningServer,
  round: RunningRound,
  listFor: ListFor,
): Promise<void> {
  const db = server.ctx.database.db;
  const roundNumber = round.roundNumber - 1;
  const roundKey = roundRowId(round.eventId, roundNumber);
  const entries = await db
    .selectFrom('round_entries')
    .innerJoin('entries', 'entries.id', 'round_entries.entry_id')
    .select(['entries.id', 'entries.lead_number'])
    .where('round_entries.round_id', '=', roundKey)
    .orderBy('entries.lead_number')
    .execute();
  await setRoundState(server.ctx, { roundKey }, 'Running');
  const next: RunningRound = {
    ...round,
    roundNumber,
    roundKey,
    couples: entries.map((entry) => ({ entryId: entry.id, number: entry.lead_number ?? 0 })),
  };
  await markRound(server.ctx, next, listFor);
  await postMarkedRound(server.ctx, next);
}

/** Switches the competition's results page, as the organizers' setting does. */
export async function setResultsPageShown(
  server: RunningServer,
  competitionId: string,
  shown: boolean,
): Promise<void> {
  await server.ctx.database.db
    .updateTable('competitions')
    .set({ results_page_shown: shown ? 1 : 0 })
    .where('id', '=', competitionId)
    .execute();
  // Written behind the services' back, so no change announces it.
  server.ctx.readCache.clear();
}
