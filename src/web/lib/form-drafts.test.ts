import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, createDraftStore } from './form-drafts';
import type { TabStorage } from './tab-storage';

/** sessionStorage as one tab sees it; every page of the tab gets the same one. */
function tabStorage(): TabStorage & { size: () => number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    size: () => items.size,
  };
}

const refusingStorage = (): TabStorage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

type Values = { name: string; events: string[] };
const parseValues = (stored: unknown): Values | undefined => {
  const candidate = stored as Partial<Values> | null;
  return typeof candidate?.name === 'string' && Array.isArray(candidate.events)
    ? (candidate as Values)
    : undefined;
};

describe('form drafts', () => {
  it('give a form what was typed before, until it is sent', () => {
    const drafts = createDraftStore(tabStorage);
    expect(drafts.restore('registration:/register', parseValues)).toBeUndefined();
    drafts.keep('registration:/register', { name: 'Ada', events: ['e1'] });
    expect(drafts.restore('registration:/register', parseValues)).toEqual({
      name: 'Ada',
      events: ['e1'],
    });
    expect(drafts.restore('registration:/admin/competitors/add', parseValues)).toBeUndefined();
    drafts.drop('registration:/register');
    expect(drafts.restore('registration:/register', parseValues)).toBeUndefined();
  });

  it('survive a reload the app makes, once: the next page takes them out of storage', () => {
    const storage = tabStorage();
    const before = createDraftStore(() => storage);
    before.keep('registration:/register', { name: 'Ada', events: [] });
    before.stash();

    const after = createDraftStore(() => storage);
    expect(after.restore('registration:/register', parseValues)).toEqual({
      name: 'Ada',
      events: [],
    });
    expect(storage.size()).toBe(0);
    // A browser reload after that starts empty, as any form does.
    expect(createDraftStore(() => storage).restore('registration:/register', parseValues)).toBe(
      undefined,
    );
  });

  it('forget a draft the form no longer accepts (a build with another form)', () => {
    const storage = tabStorage();
    const before = createDraftStore(() => storage);
    before.keep('registration:/register', { fullName: 'Ada' });
    before.stash();
    const after = createDraftStore(() => storage);
    expect(after.restore('registration:/register', parseValues)).toBeUndefined();
    expect(after.restore('registration:/register', () => ({ anything: true }))).toBeUndefined();
  });

  it('ignore a stash that is not theirs to read', () => {
    const storage = tabStorage();
    storage.setItem('ballroom-comp:form-drafts', '{not json');
    expect(createDraftStore(() => storage).restore('x', parseValues)).toBeUndefined();
  });

  it('still keep drafts in memory when the browser refuses storage', () => {
    const drafts = createDraftStore(refusingStorage);
    drafts.keep('k', { name: 'Ada', events: [] });
    expect(() => drafts.stash()).not.toThrow();
    expect(drafts.restore('k', parseValues)).toEqual({ name: 'Ada', events: [] });
  });

  it('bring back any JSON values the form held, unchanged, across any number of app reloads', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue()),
        fc.integer({ min: 1, max: 3 }),
        (forms, reloads) => {
          const storage = tabStorage();
          let page = createDraftStore(() => storage);
          for (const [key, values] of Object.entries(forms)) page.keep(key, values);
          for (let i = 0; i < reloads; i += 1) {
            page.stash();
            page = createDraftStore(() => storage);
          }
          for (const [key, values] of Object.entries(forms)) {
            // JSON has no -0 and no undefined; what a form holds never needs them.
            expect(page.restore(key, (stored) => stored)).toEqual(
              JSON.parse(JSON.stringify(values)),
            );
          }
        },
      ),
    );
  });
});

describe('changedFields', () => {
  const saved = { name: 'Spring Classic', shown: false, fees: { early: 10, late: 20 } };

  it('keeps only the fields that differ from what is saved', () => {
    expect(changedFields({ ...saved, name: 'Autumn Classic' }, saved)).toEqual({
      name: 'Autumn Classic',
    });
    expect(changedFields({ ...saved, fees: { early: 10, late: 25 } }, saved)).toEqual({
      fees: { early: 10, late: 25 },
    });
    expect(changedFields(saved, structuredClone(saved))).toEqual({});
  });

  it('gives back what was typed when laid over what is saved', () => {
    const values = fc.record({ name: fc.string(), shown: fc.boolean(), count: fc.integer() });
    fc.assert(
      fc.property(values, values, (typed, stored) => {
        expect({ ...stored, ...changedFields(typed, stored) }).toEqual(typed);
      }),
    );
  });
});
