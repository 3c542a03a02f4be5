import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// Migrations take `Kysely<any>` on purpose: they describe past schemas, which the
// current Database type no longer matches once later migrations change it.
/* eslint-disable @typescript-eslint/no-explicit-any */

export async function up(db: Kysely<any>): Promise<void> {
  const flag = (name: string, defaultValue = 0) =>
    [name, 'integer', (c: any) => c.notNull().defaultTo(defaultValue)] as const;

  await db.schema
    .createTable('competitions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('date_registration_open', 'text')
    .addColumn('date_registration_early', 'text')
    .addColumn('date_registration_closed', 'text')
    .addColumn('registration_status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn(...flag('results_page_shown'))
    .addColumn('primary_color', 'text', (c) => c.notNull().defaultTo('#000000'))
    .addColumn('website', 'text')
    .addColumn('facebook', 'text')
    .addColumn('instagram', 'text')
    .addColumn('community_chat', 'text')
    .addColumn(...flag('is_default'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pages')
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body_markdown', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('pages_pk', ['competition_id', 'slug'])
    .execute();

  await db.schema
    .createTable('officials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photo_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('officials_competition_idx')
    .on('officials')
    .columns(['competition_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('organizers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('competition_id', 'text', (c) =>
      c.notNull().references('competitions.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('title', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('organizers_competition_idx')
    .on('organizers')
    .columns(['competition_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('event_settings')
    .addColumn('competition_id', 'text', (c) =>
      c.primaryKey().references('competitions.id').onDelete('cascade'),
    )
    .addColumn(...flag('show_schedule_index'))
    .addColumn(...flag('hide_live_schedule'))
    .addColumn(...flag('hide_level_icons'))
    .addColumn(...flag('highlight_other_rounds_in_event'))
    .addColumn(...flag('hide_clear_rounds_button'))
    .addColumn(...flag('hide_generate_rounds_button'))
    .addColumn(...flag('dont_reorder_after_add_remove_rounds'))
    .addColumn('live_scroll_refresh_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...flag('cascade_checkin', 1))
    .addColumn(...flag('auto_assign_times'))
    .execute();

  // The change log's sequence must be monotonic on both databases. `serial` (not
  // bigserial) so pg hands back numbers, not strings; 2^31 changes is ample.
  await db.schema
    .createTable('changes')
    .addColumn('seq', isPostgres(db) ? 'serial' : 'integer', (c) =>
      isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('competition_id', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('changes_topic_idx')
    .on('changes')
    .columns(['topic', 'seq'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'changes',
    'event_settings',
    'organizers',
    'officials',
    'pages',
    'competitions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
