import { withTabStorage } from './tab-storage';
import type { TabStorage } from './tab-storage';

/** Where drafts wait across a reload the app makes itself. */
const STASH_KEY = 'ballroom-comp:form-drafts';

/**
 * What people are typing into long forms, by form and route, kept for the
 * tab's life: a form left and opened again, or a page the app reloads because
 * the site was upgraded (decision 026), shows what was typed, until it is sent.
 *
 * Drafts live in memory while the page lives; only a reload the app makes
 * itself puts them in the tab's sessionStorage (`stash`), and the next page
 * takes them back out. A browser reload or a closed tab forgets them, as it
 * forgets any form. A judge's queued marks are not drafts: they live in
 * IndexedDB (features/judge/mark-queue.ts) and nothing here touches them.
 *
 * Drafts sit in the tab's storage, readable by any script of the site: a form
 * with a password, a sign-in link's code, an edit code or a judge's code never
 * keeps one. The forms that do are the registration form and the organizers'
 * long settings forms (lib/use-drafted-form.ts).
 */
export function createDraftStore(storage: () => TabStorage) {
  const drafts = new Map<string, unknown>();
  let unstashed = false;
  // A browser that refuses storage keeps drafts in memory only.
  const attempt = <T>(action: (store: TabStorage) => T) => withTabStorage(storage, action);

  const takeStash = () => {
    if (unstashed) return;
    unstashed = true;
    const stashed = attempt((store) => {
      const text = store.getItem(STASH_KEY);
      store.removeItem(STASH_KEY);
      return text;
    });
    if (!stashed) return;
    try {
      const parsed: unknown = JSON.parse(stashed);
      if (typeof parsed !== 'object' || parsed === null) return;
      for (const [key, values] of Object.entries(parsed)) {
        if (!drafts.has(key)) drafts.set(key, values);
      }
    } catch {
      // A stash this build cannot read is dropped; the form starts empty.
    }
  };

  return {
    /** Called on every change of the form's values. */
    keep(key: string, values: unknown): void {
      takeStash();
      drafts.set(key, values);
    },
    /** Called once the form was sent: what it held is now on the server. */
    drop(key: string): void {
      takeStash();
      drafts.delete(key);
    },
    /**
     * The draft of a form, if there is one `parse` accepts: a draft from an
     * older build may not fit the form any more, and is then forgotten.
     */
    restore<T>(key: string, parse: (stored: unknown) => T | undefined): T | undefined {
      takeStash();
      if (!drafts.has(key)) return undefined;
      const values = parse(drafts.get(key));
      if (values === undefined) drafts.delete(key);
      return values;
    },
    /** Called just before the app reloads the page. */
    stash(): void {
      takeStash();
      if (drafts.size === 0) return;
      const text = JSON.stringify(Object.fromEntries(drafts));
      attempt((store) => store.setItem(STASH_KEY, text));
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/**
 * The fields of `values` that differ from `saved`: what a staff form keeps as
 * its draft, so the draft never holds a stale copy of a field it did not
 * change. Form values are JSON (drafts are stored as JSON), so they compare
 * as JSON.
 */
export function changedFields<Values extends Record<string, unknown>>(
  values: Values,
  saved: Values,
): Partial<Values> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => JSON.stringify(value) !== JSON.stringify(saved[field]),
    ),
  ) as Partial<Values>;
}

/** The page's drafts, stashed in this tab's sessionStorage across the app's own reloads. */
export const formDrafts: DraftStore = createDraftStore(() => window.sessionStorage);
