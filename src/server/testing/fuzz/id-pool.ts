import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { MAX_DB_INT } from '../../../shared/api-error';
import type { Database } from '../../db/schema';

/** Ids no record has, and ids meant to escape the path or the parser. */
export const BAD_IDS = [
  '..',
  '%2e%2e%2f',
  '../../etc/passwd',
  'x'.repeat(300),
  '%00',
  '\u0000',
  '%zz',
  '00000000-0000-4000-8000-000000000000',
  '-1',
  '0',
  '9999999999',
  String(MAX_DB_INT + 1),
  '1e308',
  ' ',
];

/** Fields whose values name a record: an array's items take the record's name. */
const ALIASES: Record<string, string> = {
  entries: 'entryId',
  eventIds: 'eventId',
  judgeIds: 'judgeId',
  add: 'eventId',
  withdraw: 'eventId',
  afterRoundNumber: 'roundNumber',
  leadId: 'competitorId',
  followId: 'competitorId',
};

export type IdPool = {
  /** Real ids (and a few bad ones) for a field that names a record, else undefined. */
  forField(key: string): fc.Arbitrary<unknown> | undefined;
  /** A path parameter: mostly real, sometimes made to hurt. */
  forParam(key: string): fc.Arbitrary<string>;
};

type Ids = Record<string, (string | number)[]>;

/**
 * The records of the running database a request can name, read again before
 * each batch (the fuzz creates and deletes some). `protectedIds` are the fuzz's
 * own principals: no generated request may change their roles or sessions, or
 * the access checks would no longer know who is who.
 */
export async function readIdPool(
  db: Kysely<Database>,
  protectedIds: ReadonlySet<string>,
): Promise<IdPool> {
  const idsOf = async (
    table: 'competitions' | 'officials' | 'competitors' | 'entries' | 'school_payments' | 'user',
  ) => (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
  const officials = await idsOf('officials');
  const events = await db.selectFrom('events').select(['id', 'dances']).execute();
  const ids: Ids = {
    competitionId: await idsOf('competitions'),
    eventId: events.map((e) => e.id),
    officialId: officials.filter((id) => !protectedIds.has(id)),
    judgeId: officials,
    competitorId: await idsOf('competitors'),
    entryId: await idsOf('entries'),
    paymentId: await idsOf('school_payments'),
    userId: (await idsOf('user')).filter((id) => !protectedIds.has(id)),
    dance: [...new Set(events.flatMap((e) => JSON.parse(e.dances) as string[]))],
    roundNumber: [1, 2, 3],
    heat: [1, 2],
  };
  const real = (key: string) => {
    const values = ids[ALIASES[key] ?? key];
    return values && values.length > 0 ? values : undefined;
  };
  return {
    forField(key) {
      const values = real(key);
      return (
        values &&
        fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 9 }, fc.constantFrom(...BAD_IDS))
      );
    },
    forParam(key) {
      const values = real(key)?.map(String) ?? ['x'];
      return fc.oneof(
        { arbitrary: fc.constantFrom(...values), weight: 6 },
        fc.constantFrom(...BAD_IDS),
      );
    },
  };
}
