import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as authStaffAudit from './migrations/0002-auth-staff-audit';
import * as eventsRoundsOfficials from './migrations/0003-events-rounds-officials';
import * as eventJudges from './migrations/0004-event-judges';
import * as scheduleTiming from './migrations/0005-schedule-timing';
import * as registration from './migrations/0006-registration';
import * as changeLogNotifications from './migrations/0007-change-log-notifications';
import * as judging from './migrations/0008-judging';
import * as floorAndChairman from './migrations/0009-floor-and-chairman';
import * as auditChain from './migrations/0010-audit-chain';
import * as resultsPublication from './migrations/0011-results-publication-and-jumbotron';
import * as paymentsAndWithdrawals from './migrations/0012-payments-and-withdrawals';
import * as registrationConfirmations from './migrations/0013-registration-confirmations';
import * as demoMarker from './migrations/0014-demo-marker';
import * as pageViews from './migrations/0015-page-views';
import type { Database } from './schema';

// Listed statically (not read from a folder) so migrations work the same from
// source under tsx, from tests and from any bundle.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-auth-staff-audit': authStaffAudit,
  '0003-events-rounds-officials': eventsRoundsOfficials,
  '0004-event-judges': eventJudges,
  '0005-schedule-timing': scheduleTiming,
  '0006-registration': registration,
  '0007-change-log-notifications': changeLogNotifications,
  '0008-judging': judging,
  '0009-floor-and-chairman': floorAndChairman,
  '0010-audit-chain': auditChain,
  '0011-results-publication-and-jumbotron': resultsPublication,
  '0012-payments-and-withdrawals': paymentsAndWithdrawals,
  '0013-registration-confirmations': registrationConfirmations,
  '0014-demo-marker': demoMarker,
  '0015-page-views': pageViews,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${String(error)}`, { cause: error });
  }
}
