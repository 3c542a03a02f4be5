import { randomUUID } from 'node:crypto';
import { authEndpoints } from '../../shared/contract/auth';
import { judgingEndpoints } from '../../shared/contract/judging';
import { officialEndpoints } from '../../shared/contract/officials';
import type { StaffRole } from '../../shared/staff';
import { DEMO_STAFF_ACCOUNTS, DEMO_STAFF_PASSWORD } from '../../server/seed/demo-accounts';
import type { Caller, DemoApiClient } from './api-client';
import { ApiRefusal, DemoPlayError } from './api-client';
import type { Stage } from './stage';

/** The people who run the day, each signed in with their own demo account. */
export type Crew = Record<
  'admin' | 'scrutineer' | 'chairman' | 'deckCaptain' | 'jumbotron',
  Caller
>;
const CREW_ROLES = ['admin', 'scrutineer', 'chairman', 'deckCaptain', 'jumbotron'] as const;

/**
 * Signs in the demo staff, one account per role, one after another (sign-in
 * is limited per address, and the client waits out a 429), and checks each
 * holds its role, so a missing role is said plainly rather than as a refusal later.
 */
export async function signInCrew(
  client: DemoApiClient,
  say: (line: string) => void,
): Promise<Crew> {
  const crew: Partial<Crew> = {};
  for (const role of CREW_ROLES) {
    const account = DEMO_STAFF_ACCOUNTS.find((candidate) => candidate.role === role);
    if (!account) throw new DemoPlayError(`No demo account has the ${role} role.`);
    let cookie: string;
    try {
      cookie = await client.signIn(account.email, DEMO_STAFF_PASSWORD);
    } catch (error) {
      if (!(error instanceof ApiRefusal)) throw error;
      throw new DemoPlayError(
        `Cannot sign in as ${account.email} (${account.name}). ${error.message}\n` +
          'The demo staff accounts come with the seeded demo day: npm run seed -- --reset.',
      );
    }
    const session = await client.call(authEndpoints.getSession, { cookie }, {});
    const roles: readonly StaffRole[] = session.user?.roles ?? [];
    if (!roles.includes(role))
      throw new DemoPlayError(`${account.email} signed in but does not hold the ${role} role.`);
    say(`${account.name} signed in (${account.email})`);
    crew[role] = { cookie };
  }
  return crew as Crew;
}

/**
 * The judges' phones: each judge signs in once with the access code the
 * organizer reads from Officials, and marks with its own device id and a
 * version that grows with every tap, as the judge's screen does.
 */
export class JudgePhones {
  private readonly tokens = new Map<string, string>();
  private codes: Map<string, string | null> | undefined;
  private version = 0;
  /** This run's devices: a new run is a new phone, so its drafts never count as stale. */
  private readonly run = randomUUID();

  constructor(
    private readonly stage: Stage,
    private readonly organizer: Caller,
    private readonly competitionId: string,
  ) {}

  async signedIn(judgeId: string, judgeName: string): Promise<Caller> {
    const known = this.tokens.get(judgeId);
    if (known !== undefined) return { bearer: known };
    this.codes ??= new Map(
      (
        await this.stage.call(officialEndpoints.listOfficials, this.organizer, {
          params: { competitionId: this.competitionId },
        })
      ).map((official) => [official.id, official.accessCode]),
    );
    const code = this.codes.get(judgeId);
    if (!code) throw new DemoPlayError(`Judge ${judgeName} has no access code in Officials.`);
    const session = await this.stage.call(judgingEndpoints.judgeSignIn, null, {
      params: { judgeId },
      body: { code },
    });
    this.tokens.set(judgeId, session.token);
    return { bearer: session.token };
  }

  /** What the judge's phone sends with a list of marks. */
  sendOf(judgeId: string, entries: string[], submit: boolean) {
    return {
      submissionId: randomUUID(),
      deviceId: `demo-play-${this.run}-${judgeId}`.slice(0, 100),
      version: ++this.version,
      entries,
      submit,
    };
  }
}
