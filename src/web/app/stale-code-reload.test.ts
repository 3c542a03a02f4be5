import { describe, expect, it } from 'vitest';
import { createStaleCodeReload } from './stale-code-reload';
import type { TabStorage } from '../lib/tab-storage';

/** The tab's sessionStorage, shared by every page the tab loads. */
function tabMemory(): TabStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

/** One page of the tab: the reloads it asked for are counted. */
function page(memory: () => TabStorage) {
  let reloads = 0;
  const staleCode = createStaleCodeReload({ memory, reload: () => (reloads += 1) });
  return { staleCode, reloads: () => reloads };
}

describe('reloading for code that did not load', () => {
  it('reloads the first time, and not again on the page that reload brings', () => {
    const memory = tabMemory();
    const first = page(() => memory);
    expect(first.staleCode.willReload()).toBe(true);
    expect(first.staleCode.reloadOnce()).toBe(true);
    expect(first.reloads()).toBe(1);

    const second = page(() => memory);
    expect(second.staleCode.willReload()).toBe(false);
    expect(second.staleCode.reloadOnce()).toBe(false);
    expect(second.reloads()).toBe(0);
  });

  it('reloads once however many chunks of one page fail', () => {
    const memory = tabMemory();
    const one = page(() => memory);
    expect([one.staleCode.reloadOnce(), one.staleCode.reloadOnce()]).toEqual([true, true]);
    expect(one.staleCode.willReload()).toBe(true);
    expect(one.reloads()).toBe(1);
  });

  it('reloads once again after code loaded in between (a later upgrade)', () => {
    const memory = tabMemory();
    page(() => memory).staleCode.reloadOnce();
    const after = page(() => memory);
    after.staleCode.codeLoaded();
    expect(after.staleCode.reloadOnce()).toBe(true);
    expect(after.reloads()).toBe(1);
  });

  it('never reloads by itself when the browser refuses storage, so it cannot loop', () => {
    const refused = page(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(refused.staleCode.willReload()).toBe(false);
    expect(refused.staleCode.reloadOnce()).toBe(false);
    expect(() => refused.staleCode.codeLoaded()).not.toThrow();
    expect(refused.reloads()).toBe(0);

    const full = tabMemory();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    const cannotRemember = page(() => full);
    expect(cannotRemember.staleCode.reloadOnce()).toBe(false);
    expect(cannotRemember.reloads()).toBe(0);
  });
});
