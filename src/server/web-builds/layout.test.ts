import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPLETE_MARKER, completeBuildsByRecentUse, webDirsOf } from './layout';

const checkouts: string[] = [];
afterEach(() => {
  for (const dir of checkouts.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function checkout(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'comp-layout-')));
  checkouts.push(dir);
  return dir;
}

/** A build under `builds/`, complete (made current `minutesAgo`) or still being written. */
function build(root: string, name: string, minutesAgo?: number): string {
  const dir = path.join(root, 'builds', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), name);
  if (minutesAgo !== undefined) {
    const marker = path.join(dir, COMPLETE_MARKER);
    fs.writeFileSync(marker, '{}');
    const usedAt = new Date(Date.now() - minutesAgo * 60_000);
    fs.utimesSync(marker, usedAt, usedAt);
  }
  return dir;
}

describe('completeBuildsByRecentUse', () => {
  it('lists complete builds, the most recently made current first', () => {
    const root = checkout();
    const older = build(root, 'aaaa', 30);
    const newer = build(root, 'bbbb', 5);
    build(root, 'cccc');
    build(root, '.tmp-dddd-123', 1);
    expect(completeBuildsByRecentUse(path.join(root, 'builds'))).toEqual([newer, older]);
  });

  it('is empty before anything was built', () => {
    expect(completeBuildsByRecentUse(path.join(checkout(), 'builds'))).toEqual([]);
  });
});

describe('webDirsOf', () => {
  it("serves dist's target, with the two builds made current before it", () => {
    const root = checkout();
    const current = build(root, 'cccc', 20);
    const previous = [build(root, 'bbbb', 10), build(root, 'aaaa', 30)];
    build(root, 'zzzz', 40);
    fs.symlinkSync(path.join('builds', 'cccc'), path.join(root, 'dist'));
    expect(webDirsOf(root)).toEqual({ current, previous });
  });

  it('serves a real dist folder as it is', () => {
    const root = checkout();
    fs.mkdirSync(path.join(root, 'dist'));
    expect(webDirsOf(root)).toEqual({ current: path.join(root, 'dist'), previous: [] });
  });
});
