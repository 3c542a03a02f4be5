import type { MarksEmbargo, SetMarksEmbargo } from '../../../shared/results';
import { errors } from '../../errors';
import type { WriteContext } from '../../live/write-transaction';
import { runWriteTransaction } from '../../live/write-transaction';
import type { Actor } from '../audit-log';
import { recordAudit } from '../audit-log';
import { requireCompetition } from '../competition-service';
import { staffEmbargo } from './staff-results';

/**
 * Sets the competition's marks embargo: one audited transaction that tells
 * every open results page (of every event) to refetch. A release time without
 * an embargo is refused rather than silently dropped: it would mean nothing.
 */
export function setMarksEmbargo(
  ctx: WriteContext,
  actor: Actor,
  competitionId: string,
  change: SetMarksEmbargo,
): Promise<MarksEmbargo> {
  if (!change.embargo && change.releaseAt !== null) {
    throw errors.invalidField(
      ['releaseAt'],
      'must be null when embargo is false: without an embargo the marks are public as soon as a round is posted.',
    );
  }
  return runWriteTransaction(ctx, async (trx, changed) => {
    // Stored as a UTC instant, whatever offset the client wrote; 'now' by the server's clock.
    const releaseAt =
      change.releaseAt === null
        ? null
        : (change.releaseAt === 'now' ? new Date() : new Date(change.releaseAt)).toISOString();
    const after = { embargo: change.embargo, releaseAt };
    const row = await requireCompetition(trx, competitionId);
    const before = { embargo: row.marks_embargo === 1, releaseAt: row.marks_release_at };
    if (before.embargo !== after.embargo || before.releaseAt !== after.releaseAt) {
      await trx
        .updateTable('competitions')
        .set({ marks_embargo: after.embargo ? 1 : 0, marks_release_at: after.releaseAt })
        .where('id', '=', competitionId)
        .execute();
      await recordAudit(trx, {
        competitionId,
        actor,
        action: 'results.embargo',
        details: { before, after },
      });
      changed({ kind: 'result', competitionId });
    }
    return staffEmbargo(after, new Date().toISOString());
  });
}
