import type { Access } from '../../../shared/contract/access';
import { buildPath } from '../../../shared/contract/define-endpoint';
import { judgingEndpoints } from '../../../shared/contract/judging';
import type { StaffRole } from '../../../shared/staff';
import { STAFF_ROLES } from '../../../shared/staff';
import type { RunningServer } from '../../server';
import type { FixtureJudge } from '../judging-fixtures';
import { createRunningRound } from '../judging-fixtures';
import { createSignedInStaff, signInCookie } from '../staff-fixtures';
import type { TestStaff } from '../staff-fixtures';
import type { Sender } from './request-arbitrary';

/** Who a request is sent as: a staff member by role ('none' holds no role), or the judge. */
type Holder = StaffRole | 'none' | 'judge';

/**
 * The fuzz's own signed-in people: one staff member per role, one with no
 * role, and a judge of a running round. Their ids are kept out of the id pool,
 * so no fuzzed request changes who they are.
 */
export class Principals {
  private constructor(
    private readonly server: RunningServer,
    private readonly staff: Map<StaffRole | 'none', TestStaff>,
    private readonly judge: FixtureJudge,
    private judgeToken: string,
  ) {}

  static async create(server: RunningServer): Promise<Principals> {
    const staff = new Map<StaffRole | 'none', TestStaff>();
    for (const role of [...STAFF_ROLES, 'none'] as const)
      staff.set(role, await createSignedInStaff(server, role === 'none' ? [] : [role]));
    // Two decoys the fuzz may change or remove at will.
    await createSignedInStaff(server, ['mc']);
    await createSignedInStaff(server, []);
    const round = await createRunningRound(server.ctx, {
      judges: 2,
      couples: 6,
      dances: ['Waltz', 'Tango'],
      roundNumber: 2,
    });
    const judge = round.judges[0]!;
    return new Principals(server, staff, judge, await judgeTokenOf(server, judge));
  }

  /** Users and officials no request may touch. */
  get protectedIds(): Set<string> {
    return new Set([...[...this.staff.values()].map((s) => s.id), this.judge.id]);
  }

  /** Which of them sends a request to a route with this access. */
  holderFor(access: Access, sender: Sender): Holder | null {
    if (sender === 'anonymous') return null;
    if (access.kind === 'public') return 'admin';
    if (access.kind === 'judge') return sender === 'rightRole' ? 'judge' : 'admin';
    if (sender === 'rightRole') return access.roles[0] ?? 'admin';
    return STAFF_ROLES.find((role) => role !== 'admin' && !access.roles.includes(role)) ?? 'none';
  }

  headersOf(holder: Holder | null): Record<string, string> {
    if (holder === null) return {};
    if (holder === 'judge') return { authorization: `Bearer ${this.judgeToken}` };
    return { cookie: this.staff.get(holder)!.cookie };
  }

  /** Signs a holder in again after a fuzzed sign-out ended their session. */
  async renew(holder: Holder): Promise<void> {
    if (holder === 'judge') {
      // Fuzzed wrong codes may have locked the judge's sign-in for a while; the
      // judge's requests are then refused, which the checks accept.
      this.judgeToken = await judgeTokenOf(this.server, this.judge).catch(() => this.judgeToken);
      return;
    }
    const staff = this.staff.get(holder)!;
    staff.cookie = await signInCookie(this.server, staff.email, staff.password);
  }
}

async function judgeTokenOf(server: RunningServer, judge: FixtureJudge): Promise<string> {
  const path = buildPath(judgingEndpoints.judgeSignIn.path, { judgeId: judge.id });
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: judge.code }),
  });
  if (response.status !== 201) throw new Error(`judge sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
