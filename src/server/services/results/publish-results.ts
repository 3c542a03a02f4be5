import type { StaffEventResults } from '../../../shared/results';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';
import { getStaffEventResults } from './staff-event-results';

/**
 * Publishes an event's posted results or withdraws them from the public: one
 * audited transaction that tells every open results page. Setting what is
 * already set changes nothing and is not logged. The answer is read once the
 * change is committed: it previews Marked rounds with the engine, and nothing
 * there may hold up or roll back an urgent withdrawal.
 */
export async function setResultsPublished(
  ctx: WriteContext,
  actor: Actor,
  ref: { competitionId: string; eventId: string },
  published: boolean,
): Promise<StaffEventResults> {
  await runWriteTransaction(ctx, async (trx, changed) => {
    await requireCompetition(trx, ref.competitionId);
    const event = await trx
      .selectFrom('events')
      .select(['id', 'name', 'results_published'])
      .where('competition_id', '=', ref.competitionId)
      .where('id', '=', ref.eventId)
      .executeTakeFirst();
    if (!event) throw errors.eventNotFound(ref.eventId);
    const before = event.results_published === 1;
    if (before !== published) {
      await trx
        .updateTable('events')
        .set({ results_published: published ? 1 : 0 })
        .where('id', '=', event.id)
        .execute();
      await recordAudit(trx, {
        competitionId: ref.competitionId,
        actor,
        action: published ? 'results.publish' : 'results.withdraw',
        details: {
          eventId: event.id,
          eventName: event.name,
          before: { published: before },
          after: { published },
        },
      });
      changed({ kind: 'result', competitionId: ref.competitionId, eventId: event.id });
    }
  });
  return getStaffEventResults(ctx.database.db, ref);
}
