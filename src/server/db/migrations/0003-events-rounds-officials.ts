import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Events, their entries and rounds (spec section 3), the stored marks and saved
 * results that round operations move around, and what officials need beyond
 * their profile: a judge's access code and a photo kept in the database (so
 * every instance on a shared database can serve it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const cascadeTo = (table: string) => (c: any) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', cascadeTo('competitions'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('age_category', 'text')
    /** JSON array of dance names, in dancing order. */
    .addColumn('dances', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('events_name_unique', ['competition_id', 'name'])
    .execute();

  await db.schema
    .createTable('entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', cascadeTo('competitions'))
    .addColumn('event_id', 'text', cascadeTo('events'))
    .addColumn('lead_id', 'text')
    .addColumn('follow_id', 'text')
    .addColumn('lead_name', 'text', (c) => c.notNull())
    .addColumn('follow_name', 'text', (c) => c.notNull())
    .addColumn('lead_number', 'integer')
    .addColumn('affiliation', 'text', (c) => c.notNull().defaultTo('Other'))
    .addColumn('registered_time', 'text', (c) => c.notNull())
    // Spec section 5: one entry per lead and follow name in an event.
    .addUniqueConstraint('entries_couple_unique', ['event_id', 'lead_name', 'follow_name'])
    .execute();
  await db.schema
    .createIndex('entries_competition_idx')
    .on('entries')
    .column('competition_id')
    .execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', cascadeTo('competitions'))
    .addColumn('event_id', 'text', cascadeTo('events'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('round_name', 'text', (c) => c.notNull())
    .addColumn('round_state', 'integer', (c) => c.notNull().defaultTo(0))
    // Real, not integer: a new round is inserted half a step after its neighbour.
    .addColumn('schedule_index', pg ? 'double precision' : 'real', (c) => c.notNull())
    .addColumn('round_start_time', 'text')
    .addColumn('round_actual_start_time', 'text')
    .addColumn('recall_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('num_heats', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('rounds_event_idx')
    .on('rounds')
    .columns(['event_id', 'round_number'])
    .execute();
  await db.schema
    .createIndex('rounds_schedule_idx')
    .on('rounds')
    .columns(['competition_id', 'schedule_index'])
    .execute();

  await db.schema
    .createTable('round_entries')
    .addColumn('round_id', 'text', cascadeTo('rounds'))
    .addColumn('entry_id', 'text', cascadeTo('entries'))
    .addColumn('heat', 'integer')
    .addColumn('checked_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('round_entries_pk', ['round_id', 'entry_id'])
    .execute();

  // Spec section 3: marks per event, round and judge key, a list of competitor numbers.
  await db.schema
    .createTable('marks')
    .addColumn('event_id', 'text', cascadeTo('events'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('judge_key', 'text', (c) => c.notNull())
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('marks_pk', ['event_id', 'round_number', 'judge_key'])
    .execute();

  // Posted results per round (placements, sumRecalls or finalTable) and per event (finalResults).
  await db.schema
    .createTable('saved_results')
    .addColumn('event_id', 'text', cascadeTo('events'))
    .addColumn('round_number', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_results_pk', ['event_id', 'round_number'])
    .execute();
  await db.schema
    .createTable('final_results')
    .addColumn('event_id', 'text', (c) =>
      c.primaryKey().references('events.id').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('officials').addColumn('access_code', 'text').execute();
  await db.schema
    .createTable('official_photos')
    .addColumn('official_id', 'text', (c) =>
      c.primaryKey().references('officials.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('official_photos').execute();
  await db.schema.alterTable('officials').dropColumn('access_code').execute();
  for (const table of [
    'final_results',
    'saved_results',
    'marks',
    'round_entries',
    'rounds',
    'entries',
    'events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
