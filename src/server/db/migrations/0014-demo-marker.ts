import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * Marks the seeded demo competition (decision 029). Until now the demo was
 * known only by its id, and installations that followed the old guide run
 * their real competition under that id, edited from the demo: every existing
 * row is therefore real (0), so no demo banner and no "Remove the demo" ever
 * reaches it. 1: the seeded demo. 2: the demo whose day is still being
 * seeded; a start that finds it (the first start was stopped half-way)
 * seeds the day again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('competitions')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('competitions').dropColumn('demo').execute();
}
