/**
 * The build-once-and-swap steps on a temporary checkout, with a build step
 * that writes a small fake app (slowly, as vite does) instead of running vite.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once';
import type { BuildStep } from './build-once';
import { webDirsOf } from './layout';

const checkouts: string[] = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout with web sources whose main module says `version`. */
function checkout(version = 'one'): string {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'comp-build-once-')));
  checkouts.push(root);
  fs.mkdirSync(path.join(root, 'src/web'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
  setVersion(root, version);
  return root;
}

function setVersion(root: string, version: string) {
  fs.writeFileSync(path.join(root, 'src/web/main.tsx'), `export const version = '${version}';`);
}

const shellOf = (version: string) => `<html>build ${version}</html>`;

/** Stands in for vite: writes an asset and the shell, the shell in two parts with a pause between. */
function fakeBuild(version: string, calls: string[] = []): BuildStep {
  return async (outDir) => {
    calls.push(outDir);
    fs.mkdirSync(path.join(outDir, 'assets'));
    fs.writeFileSync(path.join(outDir, 'assets', `main-${version}.js`), `/* ${version} */`);
    await sleep(5);
    const shell = shellOf(version);
    fs.writeFileSync(path.join(outDir, 'index.html'), shell.slice(0, 10));
    await sleep(5);
    fs.appendFileSync(path.join(outDir, 'index.html'), shell.slice(10));
  };
}

const quiet = () => undefined;
const read = (root: string, file: string) => fs.readFileSync(path.join(root, 'dist', file), 'utf8');
const buildNames = (root: string) => fs.readdirSync(path.join(root, 'builds')).sort();

/** A thread reading `file` as fast as it can until stopped; reports what it saw. */
function startReader(file: string) {
  // [0]: set to stop; [1]: reads so far.
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const fs = require('node:fs');
     const shared = new Int32Array(workerData.shared.buffer);
     const failures = []; const seen = new Set();
     while (Atomics.load(shared, 0) === 0) {
       try { seen.add(fs.readFileSync(workerData.file, 'utf8')); Atomics.add(shared, 1, 1); }
       catch (error) { failures.push(error.code); }
     }
     parentPort.postMessage({ failures, seen: [...seen] });`,
    { eval: true, workerData: { file, shared } },
  );
  const report = new Promise<{ failures: string[]; seen: string[] }>((resolve) =>
    worker.once('message', resolve),
  );
  const reads = () => Atomics.load(shared, 1);
  return {
    /** Resolves once the reader has read again, so each step is seen by it. */
    async readsOnce() {
      const before = reads();
      while (reads() === before) await sleep(1);
    },
    async stop() {
      Atomics.store(shared, 0, 1);
      const result = await report;
      await worker.terminate();
      return result;
    },
  };
}

describe('buildOnce', () => {
  it('builds a new checkout and points dist at the build', async () => {
    const root = checkout();
    const outcome = await buildOnce({ checkout: root, build: fakeBuild('one'), say: quiet });
    expect(outcome.built).toBe(true);
    expect(read(root, 'index.html')).toBe(shellOf('one'));
    expect(fs.lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(path.join(root, 'dist'))).toBe(path.join('builds', outcome.hash));
    expect(buildNames(root)).toEqual([outcome.hash]);
  });

  it('builds nothing the second time, and says so in one line', async () => {
    const root = checkout();
    const calls: string[] = [];
    const first = await buildOnce({ checkout: root, build: fakeBuild('one', calls), say: quiet });
    const lines: string[] = [];
    const second = await buildOnce({
      checkout: root,
      build: fakeBuild('one', calls),
      say: (line) => lines.push(line),
    });
    expect(calls).toHaveLength(1);
    expect(second).toEqual({ ...first, built: false });
    expect(lines).toEqual([expect.stringMatching(/already built/)]);
    expect(read(root, 'index.html')).toBe(shellOf('one'));
  });

  it('rebuilds when forced, and dist still shows the build', async () => {
    const root = checkout();
    const calls: string[] = [];
    await buildOnce({ checkout: root, build: fakeBuild('one', calls), say: quiet });
    const forced = await buildOnce({
      checkout: root,
      build: fakeBuild('one again', calls),
      force: true,
      say: quiet,
    });
    expect(calls).toHaveLength(2);
    expect(read(root, 'index.html')).toBe(shellOf('one again'));
    expect(buildNames(root)).toEqual([forced.hash]);
  });

  it('never lets a reader of dist/index.html find it missing or half written while builds are swapped in', async () => {
    const root = checkout('v0');
    await buildOnce({ checkout: root, build: fakeBuild('v0'), say: quiet });
    const reader = startReader(path.join(root, 'dist', 'index.html'));
    await reader.readsOnce();
    // Three new builds, then back and forth between kept ones without building.
    const versions = ['v1', 'v2', 'v3', ...Array.from({ length: 18 }, (_, i) => `v${(i % 3) + 1}`)];
    for (const version of versions) {
      setVersion(root, version);
      await buildOnce({ checkout: root, build: fakeBuild(version), say: quiet });
      await reader.readsOnce();
    }
    const { failures, seen } = await reader.stop();
    expect(failures).toEqual([]);
    const complete = ['v0', 'v1', 'v2', 'v3'].map(shellOf);
    expect(seen.filter((shell) => !complete.includes(shell))).toEqual([]);
    expect(read(root, 'index.html')).toBe(shellOf('v3'));
  });

  it('keeps the current build and the two made current before it', async () => {
    const root = checkout();
    const hashes: string[] = [];
    for (const version of ['a', 'b', 'c', 'd']) {
      setVersion(root, version);
      hashes.push(
        (await buildOnce({ checkout: root, build: fakeBuild(version), say: quiet })).hash,
      );
    }
    expect(buildNames(root)).toEqual(hashes.slice(1).sort());
    expect(webDirsOf(root)).toEqual({
      current: path.join(root, 'builds', hashes[3] ?? ''),
      previous: [hashes[2], hashes[1]].map((hash) => path.join(root, 'builds', hash ?? '')),
    });
  });

  it('leaves dist as it was when the build step fails, with nothing half built left', async () => {
    const root = checkout('good');
    const good = await buildOnce({ checkout: root, build: fakeBuild('good'), say: quiet });
    setVersion(root, 'broken');
    const failing: BuildStep = async (outDir) => {
      fs.writeFileSync(path.join(outDir, 'index.html'), 'half');
      throw new Error('vite: syntax error');
    };
    await expect(buildOnce({ checkout: root, build: failing, say: quiet })).rejects.toThrow(
      'syntax error',
    );
    expect(read(root, 'index.html')).toBe(shellOf('good'));
    expect(buildNames(root)).toEqual([good.hash]);
  });

  it('lets two starts at once end on one build, with nothing left over', async () => {
    const root = checkout();
    const lines: string[] = [];
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        buildOnce({ checkout: root, build: fakeBuild('one'), say: (line) => lines.push(line) }),
      ),
    );
    expect(first?.hash).toBe(second?.hash);
    expect(buildNames(root)).toEqual([first?.hash]);
    expect(read(root, 'index.html')).toBe(shellOf('one'));
    expect(lines).toEqual([expect.stringMatching(/Another start built these sources first/)]);
  });

  it('keeps a dist folder from before as a build, so its pages still find their chunks', async () => {
    const root = checkout();
    fs.mkdirSync(path.join(root, 'dist/assets'), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist/index.html'), shellOf('old layout'));
    fs.writeFileSync(path.join(root, 'dist/assets/main-old.js'), '/* old */');
    const lines: string[] = [];
    await buildOnce({ checkout: root, build: fakeBuild('one'), say: (line) => lines.push(line) });
    expect(read(root, 'index.html')).toBe(shellOf('one'));
    expect(lines).toEqual([expect.stringMatching(/^Moved the old dist\/ folder to builds\//)]);
    const [kept] = webDirsOf(root).previous;
    expect(fs.readFileSync(path.join(kept ?? '', 'assets/main-old.js'), 'utf8')).toBe('/* old */');
  });

  it("removes what a crashed start left under builds/, but not a running start's work", async () => {
    const root = checkout();
    await buildOnce({ checkout: root, build: fakeBuild('one'), say: quiet });
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const crashed = path.join(root, 'builds', `.tmp-abc-${gone}-0123abcd`);
    const running = path.join(root, 'builds', `.tmp-abc-${process.ppid}-0123abcd`);
    for (const dir of [crashed, running]) fs.mkdirSync(dir);
    await buildOnce({ checkout: root, build: fakeBuild('one'), say: quiet });
    expect(fs.existsSync(crashed)).toBe(false);
    expect(fs.existsSync(running)).toBe(true);
  });
});
