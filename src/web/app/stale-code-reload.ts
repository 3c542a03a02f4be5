import type { ComponentType } from 'react';
import { formDrafts } from '../lib/form-drafts';
import { withTabStorage } from '../lib/tab-storage';
import type { TabStorage } from '../lib/tab-storage';

/** Set in the tab's sessionStorage when the app reloads itself; cleared once code loads again. */
const RELOADED_KEY = 'ballroom-comp:reloaded-for-code';

/**
 * A screen's code could not be loaded: most often the page is older than the
 * site (an upgrade replaced its chunks), or the connection dropped.
 */
export class CodeLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CodeLoadError';
  }
}

/**
 * Reloading once fetches the new build's page, which names chunks that exist.
 * The tab remembers that it just did, so if code still fails after the reload
 * (the server is down, the network drops it) the person sees the error with a
 * Reload button instead of a page reloading for ever. Loading code again ends
 * the episode: a later upgrade the same day reloads once again.
 *
 * `memory` is read at each use because the browser may refuse it; with no
 * memory the app never reloads by itself (it could not tell a loop).
 */
export function createStaleCodeReload(deps: { memory: () => TabStorage; reload: () => void }) {
  let reloading = false;
  const attempt = <T>(action: (memory: TabStorage) => T) => withTabStorage(deps.memory, action);
  const mayReload = () => attempt((memory) => memory.getItem(RELOADED_KEY) === null) ?? false;

  return {
    /** Whether a failure now ends in a reload (nothing is changed: safe while rendering). */
    willReload(): boolean {
      return reloading || mayReload();
    },
    /** Reloads the page unless it was just reloaded for the same reason; says whether it does. */
    reloadOnce(): boolean {
      if (reloading) return true;
      if (!mayReload()) return false;
      const remembered = attempt((memory) => {
        memory.setItem(RELOADED_KEY, new Date().toISOString());
        return true;
      });
      if (!remembered) return false;
      reloading = true;
      deps.reload();
      return true;
    },
    /** A screen's code arrived: the next failure is a new episode. */
    codeLoaded(): void {
      attempt((memory) => memory.removeItem(RELOADED_KEY));
    },
  };
}

/** Reloads the page, keeping what people were typing (form drafts) for the next page. */
export function reloadKeepingDrafts(): void {
  formDrafts.stash();
  window.location.reload();
}

export const staleCodeReload = createStaleCodeReload({
  memory: () => window.sessionStorage,
  reload: reloadKeepingDrafts,
});

type RouteModule = { Component: ComponentType };

/**
 * Wraps a route's `lazy` loader: a failure gives the route a screen that
 * throws a CodeLoadError, for the route's error boundary. (React Router renders
 * nothing below a route whose `lazy` rejected, since it still counts as not
 * loaded, so the failure must not reject.) A screen's code loading ends a
 * reload episode; a frame's (the staff area's) does not, since it loads before
 * the screen below it on every page load, and a page whose screen failed
 * would otherwise reload for ever.
 */
export function loadingCode(
  load: () => Promise<RouteModule>,
  part: 'screen' | 'frame' = 'screen',
): () => Promise<RouteModule> {
  return async () => {
    try {
      const loaded = await load();
      if (part === 'screen') staleCodeReload.codeLoaded();
      return loaded;
    } catch (error) {
      const failure = new CodeLoadError(error);
      return {
        Component: () => {
          throw failure;
        },
      };
    }
  };
}
