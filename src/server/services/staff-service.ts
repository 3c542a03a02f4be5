import type { Kysely, Transaction } from 'kysely';
import type { FirstOrganizer, InviteStaff, StaffRole, StaffUser } from '../../shared/staff';
import { StaffRoleSchema } from '../../shared/staff';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { errors } from '../errors';
import { runWriteTransaction } from '../live/write-transaction';
import type { DeclareChange } from '../live/write-transaction';
import type { Actor } from './audit-log';
import { recordAudit } from './audit-log';

const SETUP_LOCK = 'first-organizer-lock';
/** A set-up attempt that died mid-way stops blocking a new one after this long. */
const STALE_LOCK_MS = 60_000;

/**
 * Staff changes belong to the deployment, not one competition, so every
 * competition's open audit view is told to refetch.
 */
async function auditStaffChange(
  trx: Transaction<Database>,
  changed: DeclareChange,
  entry: { actor: Actor; action: string; details: Record<string, unknown> },
): Promise<void> {
  await recordAudit(trx, { competitionId: null, ...entry });
  const competitions = await trx.selectFrom('competitions').select('id').execute();
  for (const { id } of competitions) changed({ kind: 'staffRole', competitionId: id });
}

export async function hasAnyUser(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Creates the first account, an organizer with a password, only while no
 * account exists. A lock row keeps two simultaneous first visitors from both
 * becoming organizers.
 */
export async function createFirstOrganizer(ctx: AppContext, input: FirstOrganizer): Promise<void> {
  const { db } = ctx.database;
  if (await hasAnyUser(db)) throw errors.alreadySetUp();
  const min = ctx.config.passwordMinLength;
  if (input.password.length < min) {
    throw errors.weakPassword(min);
  }
  await db
    .deleteFrom('server_secrets')
    .where('name', '=', SETUP_LOCK)
    .where('value', '<', new Date(Date.now() - STALE_LOCK_MS).toISOString())
    .execute();
  const locked = await db
    .insertInto('server_secrets')
    .values({ name: SETUP_LOCK, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(locked.numInsertedOrUpdatedRows ?? 0) === 0) throw errors.alreadySetUp();
  let createdUserId: string | undefined;
  try {
    if (await hasAnyUser(db)) throw errors.alreadySetUp();
    const auth = await ctx.auth.$context;
    const user = await auth.internalAdapter.createUser(
      { name: input.name, email: input.email, emailVerified: true },
      { method: 'email-password' },
    );
    createdUserId = user.id;
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await auth.password.hash(input.password),
    });
    await runWriteTransaction(ctx, async (trx, changed) => {
      await trx.insertInto('staff_roles').values({ user_id: user.id, role: 'admin' }).execute();
      await auditStaffChange(trx, changed, {
        actor: { userId: user.id, email: input.email },
        action: 'staff.first-organizer',
        details: { name: input.name, email: input.email },
      });
    });
  } catch (error) {
    // Undo a half-made account, or it would end the set-up with nobody an organizer.
    if (createdUserId) await db.deleteFrom('user').where('id', '=', createdUserId).execute();
    await db.deleteFrom('server_secrets').where('name', '=', SETUP_LOCK).execute();
    throw error;
  }
}

export async function listStaff(db: Kysely<Database>): Promise<StaffUser[]> {
  const users = await db
    .selectFrom('user')
    .select(['id', 'name', 'email'])
    .orderBy('name')
    .execute();
  const roles = await db.selectFrom('staff_roles').select(['user_id', 'role']).execute();
  return users.map((user) => ({
    ...user,
    roles: roles
      .filter((r) => r.user_id === user.id)
      .flatMap((r) => {
        const parsed = StaffRoleSchema.safeParse(r.role);
        return parsed.success ? [parsed.data] : [];
      }),
  }));
}

/**
 * Adds a staff member with roles and emails them a sign-in link. They sign in
 * by email link (or single sign-on with the same address); no password is set.
 */
export async function inviteStaff(
  ctx: AppContext,
  actor: Actor,
  input: InviteStaff,
): Promise<StaffUser> {
  const existing = await ctx.database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) throw errors.alreadyStaff(input.email);
  const auth = await ctx.auth.$context;
  const user = await auth.internalAdapter.createUser(
    { name: input.name, email: input.email, emailVerified: false },
    { method: 'admin' },
  );
  const roles = [...new Set(input.roles)];
  await runWriteTransaction(ctx, async (trx, changed) => {
    await trx
      .insertInto('staff_roles')
      .values(roles.map((role) => ({ user_id: user.id, role })))
      .execute();
    await auditStaffChange(trx, changed, {
      actor,
      action: 'staff.invite',
      details: { email: input.email, roles },
    });
  });
  await ctx.auth.api.signInMagicLink({
    body: { email: input.email, callbackURL: '/admin' },
    headers: new Headers(),
  });
  return { id: user.id, name: input.name, email: input.email, roles };
}

/** Counted inside the write transaction, so two organizers demoting each other cannot both pass. */
async function countAdmins(db: Transaction<Database>, exceptUserId: string): Promise<number> {
  const row = await db
    .selectFrom('staff_roles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('role', '=', 'admin')
    .where('user_id', '!=', exceptUserId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function setStaffRoles(
  ctx: AppContext,
  actor: Actor,
  userId: string,
  roles: StaffRole[],
): Promise<StaffUser> {
  const { db } = ctx.database;
  const user = await db
    .selectFrom('user')
    .select(['id', 'name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw errors.staffNotFound();
  const unique = [...new Set(roles)];
  await runWriteTransaction(ctx, async (trx, changed) => {
    if (!unique.includes('admin') && (await countAdmins(trx, userId)) === 0)
      throw errors.lastOrganizer();
    await trx.deleteFrom('staff_roles').where('user_id', '=', userId).execute();
    if (unique.length > 0) {
      await trx
        .insertInto('staff_roles')
        .values(unique.map((role) => ({ user_id: userId, role })))
        .execute();
    }
    await auditStaffChange(trx, changed, {
      actor,
      action: 'staff.roles',
      details: { email: user.email, roles: unique },
    });
  });
  return { ...user, roles: unique };
}

export async function removeStaff(ctx: AppContext, actor: Actor, userId: string): Promise<void> {
  const { db } = ctx.database;
  if (userId === actor.userId) throw errors.cannotRemoveSelf();
  const user = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw errors.staffNotFound();
  await runWriteTransaction(ctx, async (trx, changed) => {
    if ((await countAdmins(trx, userId)) === 0) throw errors.lastOrganizer();
    // Sessions, accounts and roles go with the user (foreign keys cascade).
    await trx.deleteFrom('user').where('id', '=', userId).execute();
    await auditStaffChange(trx, changed, {
      actor,
      action: 'staff.remove',
      details: { email: user.email },
    });
  });
}
