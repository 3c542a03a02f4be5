import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildsToRemove, planBuild } from './build-plan';

describe('planBuild', () => {
  it.each([
    [
      { hasCompleteBuild: true, force: false, dist: 'symlink' },
      { build: false, moveAsideDist: false },
    ],
    [
      { hasCompleteBuild: false, force: false, dist: 'symlink' },
      { build: true, moveAsideDist: false },
    ],
    [
      { hasCompleteBuild: true, force: true, dist: 'symlink' },
      { build: true, moveAsideDist: false },
    ],
    [
      { hasCompleteBuild: false, force: false, dist: 'absent' },
      { build: true, moveAsideDist: false },
    ],
    [
      { hasCompleteBuild: true, force: false, dist: 'absent' },
      { build: false, moveAsideDist: false },
    ],
    [
      { hasCompleteBuild: false, force: false, dist: 'directory' },
      { build: true, moveAsideDist: true },
    ],
    [
      { hasCompleteBuild: true, force: false, dist: 'directory' },
      { build: false, moveAsideDist: true },
    ],
  ] as const)('%o: %o', (found, plan) => {
    expect(planBuild(found)).toEqual(plan);
  });
});

describe('buildsToRemove', () => {
  it('keeps the current build and the two made current before it', () => {
    expect(buildsToRemove(['c', 'b', 'a', 'z', 'y'], 'c', 3)).toEqual(['z', 'y']);
  });

  it('never removes the current build, even when it is not the most recent', () => {
    expect(buildsToRemove(['b', 'a', 'z', 'c'], 'c', 3)).toEqual(['z']);
  });

  it('keeps the current one and the most recent others, up to `keep` in all', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[0-9a-f]{4}$/), { maxLength: 12 }),
        // Past the end: the current build is not listed (yet).
        fc.nat({ max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        (byRecentUse, at, keep) => {
          const current = byRecentUse[at] ?? 'new0';
          const removed = buildsToRemove(byRecentUse, current, keep);
          const others = byRecentUse.filter((build) => build !== current);
          const keptOthers = others.filter((build) => !removed.includes(build));
          expect(removed).not.toContain(current);
          expect(keptOthers).toHaveLength(Math.min(keep - 1, others.length));
          // Nothing removed was made current after something kept.
          const rank = (build: string) => byRecentUse.indexOf(build);
          const lastKept = Math.max(-1, ...keptOthers.map(rank));
          expect(removed.every((build) => rank(build) > lastKept)).toBe(true);
        },
      ),
    );
  });
});
