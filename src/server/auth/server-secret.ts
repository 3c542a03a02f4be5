import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The secret that signs session cookies: AUTH_SECRET if configured, otherwise
 * one generated on first start and kept in the database, so a laptop needs no
 * configuration and several instances on one database agree.
 */
export async function resolveAuthSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const generated = crypto.randomBytes(32).toString('base64url');
  await db
    .insertInto('server_secrets')
    .values({ name: 'auth', value: generated })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'auth')
    .executeTakeFirstOrThrow();
  return row.value;
}
