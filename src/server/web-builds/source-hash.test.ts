import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { hashWebSources, webSourceFiles } from './source-hash';

const SOURCES: Record<string, string> = {
  'index.html': '<div id="root"></div>',
  'vite.config.ts': 'export default {};',
  'tsconfig.json': '{}',
  'package-lock.json': '{"lockfileVersion":3}',
  'src/web/main.tsx': 'render();',
  'src/web/features/entries/entries-screen.tsx': 'export const Entries = 1;',
  'src/shared/contract/index.ts': 'export {};',
  'src/domain/scrutineering/place-final.ts': 'export const place = 1;',
};

const checkouts: string[] = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout holding `files`, written in the order given. */
function checkoutWith(files: Record<string, string>, order = Object.keys(files)): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comp-sources-'));
  checkouts.push(dir);
  for (const name of order) write(dir, name, files[name] ?? '');
  return dir;
}

function write(checkout: string, name: string, content: string) {
  const file = path.join(checkout, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

describe('hashWebSources', () => {
  it('is the same for the same sources, whatever order they were written in', async () => {
    const expected = await hashWebSources(checkoutWith(SOURCES));
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(Object.keys(SOURCES), { minLength: 8 }),
        async (order) => {
          expect(await hashWebSources(checkoutWith(SOURCES, order))).toBe(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it.each([
    ['a web source changes', 'src/web/main.tsx', 'render(<App />);'],
    ['a domain rule changes', 'src/domain/scrutineering/place-final.ts', 'export const place = 2;'],
    ['the lockfile changes', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['a source is added', 'src/web/ui/new-thing.tsx', 'export {};'],
    ['a public file is added', 'public/icon.svg', '<svg/>'],
    ['another TypeScript configuration is added', 'tsconfig.build.json', '{}'],
  ])('changes when %s', async (_, name, content) => {
    const before = await hashWebSources(checkoutWith(SOURCES));
    expect(await hashWebSources(checkoutWith({ ...SOURCES, [name]: content }))).not.toBe(before);
  });

  it('changes with a build setting from the environment', async () => {
    const root = checkoutWith(SOURCES);
    const plain = await hashWebSources(root, {});
    expect(await hashWebSources(root, { SOURCEMAPS: '1' })).not.toBe(plain);
    expect(await hashWebSources(root, { UNRELATED: '1' })).toBe(plain);
  });

  it('changes when a file moves, though its content is the same', async () => {
    const { 'src/web/main.tsx': main, ...rest } = SOURCES;
    const moved = { ...rest, 'src/web/app/main.tsx': main ?? '' };
    expect(await hashWebSources(checkoutWith(moved))).not.toBe(
      await hashWebSources(checkoutWith(SOURCES)),
    );
  });

  it.each([
    ['a unit test', 'src/web/main.test.tsx'],
    ['a domain test', 'src/domain/scrutineering/place-final.test.ts'],
    ['a server file', 'src/server/app.ts'],
    ['a browser test', 'tests/e2e/home.spec.ts'],
    ['the readme', 'README.md'],
    ['a build', 'builds/abc/index.html'],
  ])('ignores %s, which no web build reads', async (_, name) => {
    const before = await hashWebSources(checkoutWith(SOURCES));
    expect(await hashWebSources(checkoutWith({ ...SOURCES, [name]: 'anything' }))).toBe(before);
  });
});

describe('webSourceFiles', () => {
  it('lists the inputs sorted, with forward slashes, and no tests', async () => {
    const checkout = checkoutWith({ ...SOURCES, 'src/web/main.test.tsx': 'test();' });
    expect(await webSourceFiles(checkout)).toEqual(Object.keys(SOURCES).sort());
  });
});
