/**
 * The server bundle as one more build kept per set of sources: which changes
 * make a new one, and that it lives beside the web app's builds without
 * touching them. (The bundle itself runs in src/server/main.int.test.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once';
import { webDirsOf } from './layout';
import { SERVER_BUNDLE, SERVER_BUNDLE_OPTIONS, serverEntryOf } from './server-bundle';
import { hashSources } from './source-hash';

const SOURCES: Record<string, string> = {
  'package.json': '{"type":"module"}',
  'package-lock.json': '{}',
  'tsconfig.json': '{}',
  'index.html': '<div id="root"></div>',
  'src/server/main.ts': 'start();',
  'src/shared/contract/index.ts': 'export {};',
  'src/domain/scrutineering/place-final.ts': 'export const place = 1;',
  'src/web/main.tsx': 'render();',
};

const checkouts: string[] = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function checkoutWith(files: Record<string, string>): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'comp-server-bundle-')));
  checkouts.push(root);
  for (const [name, content] of Object.entries(files)) write(root, name, content);
  return root;
}

function write(root: string, name: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), content);
}

const serverHash = (files: Record<string, string>) =>
  hashSources(checkoutWith(files), SERVER_BUNDLE.inputs);

describe('the server bundle’s hash', () => {
  it.each([
    ['a server source changes', 'src/server/main.ts', 'start(again);'],
    ['a domain rule changes', 'src/domain/scrutineering/place-final.ts', 'export const place = 2;'],
    ['the lockfile changes', 'package-lock.json', '{"packages":{}}'],
    ['a server source is added', 'src/server/routes/new-route.ts', 'export {};'],
  ])('changes when %s', async (_, name, content) => {
    expect(await serverHash({ ...SOURCES, [name]: content })).not.toBe(await serverHash(SOURCES));
  });

  it.each([
    ['a web source', 'src/web/main.tsx'],
    ['a server test', 'src/server/main.int.test.ts'],
    ['the readme', 'README.md'],
    ['a kept server build', 'builds-server/abc/main.mjs'],
  ])('ignores %s, which the bundle never holds', async (_, name) => {
    expect(await serverHash({ ...SOURCES, [name]: 'anything' })).toBe(await serverHash(SOURCES));
  });

  it('changes with the bundler’s options', async () => {
    const root = checkoutWith(SOURCES);
    const other = { ...SERVER_BUNDLE.inputs, options: { ...SERVER_BUNDLE_OPTIONS, minify: true } };
    expect(await hashSources(root, other)).not.toBe(await hashSources(root, SERVER_BUNDLE.inputs));
  });
});

describe('building the server bundle once', () => {
  it('keeps it in builds-server/ with dist-server pointing at it, and the web app’s builds untouched', async () => {
    const root = checkoutWith(SOURCES);
    const web = await buildOnce({
      checkout: root,
      build: async (outDir) => fs.writeFileSync(path.join(outDir, 'index.html'), 'web'),
      say: () => undefined,
    });
    const lines: string[] = [];
    const bundle = (outDir: string) =>
      fs.promises.writeFile(path.join(outDir, 'main.mjs'), 'console.log("server");');
    const first = await buildOnce({ checkout: root, target: SERVER_BUNDLE, build: bundle });
    const second = await buildOnce({
      checkout: root,
      target: SERVER_BUNDLE,
      build: bundle,
      say: (line) => lines.push(line),
    });

    expect(first.built).toBe(true);
    expect(second.built).toBe(false);
    expect(lines).toEqual([
      `Server already built for these sources (builds-server/${first.hash}); --force rebuilds it.`,
    ]);
    expect(fs.readlinkSync(path.join(root, 'dist-server'))).toBe(
      path.join('builds-server', first.hash),
    );
    expect(fs.readFileSync(serverEntryOf(root), 'utf8')).toBe('console.log("server");');
    expect(fs.readdirSync(path.join(root, 'builds'))).toEqual([web.hash]);
    expect(webDirsOf(root)).toEqual({ current: path.join(root, 'builds', web.hash), previous: [] });
  });
});
