import { DEMO_COMPETITION_ID } from '../../../src/server/seed/seed-demo';
import type { RunningServer } from '../../../src/server/server';

/** The demo competition opens with its results page off; the organizers switch it on. */
export async function showResultsPage(server: RunningServer): Promise<void> {
  await server.ctx.database.db
    .updateTable('competitions')
    .set({ results_page_shown: 1 })
    .where('id', '=', DEMO_COMPETITION_ID)
    .execute();
  // Written behind the services' back, so no change announces it.
  server.ctx.readCache.clear();
}
