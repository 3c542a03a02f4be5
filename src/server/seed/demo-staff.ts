import type { Kysely, Transaction } from 'kysely';
import type { StaffRole } from '../../shared/staff';
import type { Auth } from '../auth/create-auth';
import type { Database } from '../db/schema';
import type { WriteContext } from '../live/write-transaction';
import { runWriteTransaction } from '../live/write-transaction';
import type { Actor } from '../services/audit-log';
import { SYSTEM_ACTOR, recordAudit } from '../services/audit-log';
import { DEMO_STAFF_ACCOUNTS, DEMO_STAFF_PASSWORD } from './demo-accounts';

export type DemoStaffContext = WriteContext & { auth: Auth };

const DEMO_EMAILS = DEMO_STAFF_ACCOUNTS.map((account) => account.email);

/**
 * Creates the demo day's staff accounts, one per role, with the one published
 * password hashed by the auth library, as createFirstOrganizer does. They
 * exist only with the demo day (decision 029): any left from an earlier demo
 * are replaced. Answers each role's account as the actor of its audit entries.
 */
export async function createDemoStaff(
  ctx: DemoStaffContext,
  competitionId: string,
): Promise<Record<StaffRole, Actor>> {
  const db = ctx.database.db;
  await removeDemoStaff(db);
  const auth = await ctx.auth.$context;
  // One hash serves every account: the password is published, a salt per account protects nothing.
  const password = await auth.password.hash(DEMO_STAFF_PASSWORD);
  const created: { role: StaffRole; userId: string; email: string }[] = [];
  for (const account of DEMO_STAFF_ACCOUNTS) {
    const user = await auth.internalAdapter.createUser(
      { name: account.name, email: account.email, emailVerified: true },
      { method: 'email-password' },
    );
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password,
    });
    created.push({ role: account.role, userId: user.id, email: account.email });
  }
  await runWriteTransaction(ctx, async (trx, changed) => {
    await trx
      .insertInto('staff_roles')
      .values(created.map(({ role, userId }) => ({ user_id: userId, role })))
      .execute();
    await recordAudit(trx, {
      competitionId,
      actor: SYSTEM_ACTOR,
      action: 'staff.demo-accounts',
      details: { emails: DEMO_EMAILS },
    });
    changed({ kind: 'staffRole', competitionId });
  });
  return Object.fromEntries(
    created.map(({ role, userId, email }) => [role, { userId, email }]),
  ) as Record<StaffRole, Actor>;
}

/** Deletes the demo's staff accounts (their sessions and roles go with them); answers how many. */
export async function removeDemoStaff(
  db: Kysely<Database> | Transaction<Database>,
): Promise<number> {
  const removed = await db.deleteFrom('user').where('email', 'in', DEMO_EMAILS).executeTakeFirst();
  return Number(removed.numDeletedRows);
}
