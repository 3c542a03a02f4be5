/**
 * The project's own fuzz (issue 16): generated bad requests to every route of
 * the contract and to better-auth's, as anonymous, wrong role and right role.
 * `npm run fuzz -- --requests 100000` is the long run (docs/security.md).
 */
import { describe, expect, it } from 'vitest';
import { fuzzFreshServer } from './testing/fuzz/fuzz-fresh-server';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

describe('the fuzz', () => {
  it(`answers ${REQUESTS} generated requests without a server error, each as the contract says`, async () => {
    const report = await fuzzFreshServer({ requests: REQUESTS, seed: SEED });
    // The seed sends the same requests again: FUZZ_SEED=<seed> npx vitest run ... fuzz
    const again = `replay with FUZZ_SEED=${SEED}`;
    const problems = report.problems.map(({ problem, request }) => `${problem}: ${request}`);
    expect(problems.slice(0, 20), again).toEqual([]);
    expect(report.serverErrors, again).toBe(0);
    expect(report.errorLines, again).toEqual([]);
    expect(report.healthStatus).toBe(200);
    expect(report.auditStatus).toBe('intact');
    expect(report.requests).toBe(REQUESTS);
  }, 180_000);
});
