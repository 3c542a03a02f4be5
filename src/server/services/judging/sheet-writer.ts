import type { Transaction } from 'kysely';
import type { DanceSheet } from '../../../shared/judging';
import type { Database } from '../../db/schema';
import type { RoundRecord } from './round-store';

export type SheetWrite = {
  judgeId: string;
  dance: string;
  /** Entry ids: the couples recalled, or a final's couples in place order. */
  entries: readonly string[];
  status: 'draft' | 'submitted';
  /** 'judge', or the staff member's email when entered on the judge's behalf. */
  enteredBy: string;
  deviceId: string | null;
  version: number;
  submissionId: string | null;
  now: string;
};

/**
 * Stores a judge's sheet for one dance and, once submitted, its marks one row
 * per couple (1 = recalled; in a final the place), replacing what the sheet
 * held before, inside the caller's transaction. Callers check the rules first
 * (round state, panel, couples); this only writes.
 */
export async function writeSheet(
  trx: Transaction<Database>,
  round: RoundRecord,
  write: SheetWrite,
): Promise<DanceSheet> {
  const key = {
    event_id: round.eventId,
    round_number: round.roundNumber,
    judge_id: write.judgeId,
    dance: write.dance,
  };
  const submittedAt = write.status === 'submitted' ? write.now : null;
  const values = {
    status: write.status,
    entries: JSON.stringify(write.entries),
    device_id: write.deviceId,
    version: write.version,
    entered_by: write.enteredBy,
    updated_at: write.now,
    submitted_at: submittedAt,
  };
  await trx
    .insertInto('dance_sheets')
    .values({ ...key, ...values })
    .onConflict((oc) =>
      oc.columns(['event_id', 'round_number', 'judge_id', 'dance']).doUpdateSet(values),
    )
    .execute();

  await trx
    .deleteFrom('marks')
    .where('event_id', '=', key.event_id)
    .where('round_number', '=', key.round_number)
    .where('judge_id', '=', key.judge_id)
    .where('dance', '=', key.dance)
    .execute();
  if (write.status === 'submitted' && write.entries.length > 0) {
    const final = round.roundNumber === 1;
    await trx
      .insertInto('marks')
      .values(
        write.entries.map((entryId, index) => ({
          ...key,
          entry_id: entryId,
          mark: final ? index + 1 : 1,
          submission_id: write.submissionId,
          device_id: write.deviceId,
          entered_by: write.enteredBy,
          created_at: write.now,
        })),
      )
      .execute();
  }
  return {
    judgeId: write.judgeId,
    dance: write.dance,
    status: write.status,
    entries: [...write.entries],
    enteredBy: write.enteredBy,
    updatedAt: write.now,
    submittedAt,
  };
}
