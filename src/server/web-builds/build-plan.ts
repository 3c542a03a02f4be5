/** What a start decides about the web build, as pure functions of what it found on disk. */

/** What `dist` is when a start looks at it. */
export type DistState = 'absent' | 'symlink' | 'directory';

export type BuildPlan = {
  /** Run the build step: there is no complete build for these sources, or one is forced. */
  build: boolean;
  /** `dist` is a real folder from before builds were kept: keep it as a build once, then switch. */
  moveAsideDist: boolean;
};

export function planBuild(found: {
  hasCompleteBuild: boolean;
  force: boolean;
  dist: DistState;
}): BuildPlan {
  return {
    build: found.force || !found.hasCompleteBuild,
    moveAsideDist: found.dist === 'directory',
  };
}

/**
 * The builds to delete: all but the current one and the `keep - 1` made
 * current most recently before it. `byRecentUse` is most recent first.
 */
export function buildsToRemove(
  byRecentUse: readonly string[],
  current: string,
  keep: number,
): string[] {
  const others = byRecentUse.filter((build) => build !== current);
  return others.slice(Math.max(keep - 1, 0));
}
