import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe past schemas */

/**
 * better-auth's tables (user, session, account, verification) exactly as its own
 * migration generator emits them for each dialect (camelCase columns, booleans
 * and timestamps in the dialect's native types, which its Kysely adapter
 * expects), plus our staff roles, dev mail outbox, audit log and server secrets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const bool = pg ? 'boolean' : 'integer';
  const stamp = pg ? 'timestamptz' : 'date';
  const now = (c: any) => (pg ? c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`) : c.notNull());

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', stamp, now)
    .addColumn('updatedAt', stamp, now)
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('expiresAt', stamp, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', stamp, now)
    .addColumn('updatedAt', stamp, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', stamp)
    .addColumn('refreshTokenExpiresAt', stamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', stamp, now)
    .addColumn('updatedAt', stamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.notNull().primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', stamp, (c) => c.notNull())
    .addColumn('createdAt', stamp, now)
    .addColumn('updatedAt', stamp, now)
    .execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('staff_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_created_idx').on('outbox').column('created_at').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('competition_id', 'text')
    .addColumn('actor_user_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_competition_idx')
    .on('audit_log')
    .columns(['competition_id', 'id'])
    .execute();

  // One row per named secret, so every instance on a shared database agrees.
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'server_secrets',
    'audit_log',
    'outbox',
    'staff_roles',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
