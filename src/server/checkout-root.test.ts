import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutRootOf } from './checkout-root';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'comp-root-')));
  dirs.push(dir);
  return dir;
}

const moduleAt = (root: string, file: string) => pathToFileURL(path.join(root, file)).href;

describe('checkoutRootOf', () => {
  it('finds the same checkout from a source module and from the server bundle', () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'package.json'), '{}');
    fs.mkdirSync(path.join(root, 'src/server/backup'), { recursive: true });
    fs.mkdirSync(path.join(root, 'builds-server/abc'), { recursive: true });
    expect(checkoutRootOf(moduleAt(root, 'src/server/backup/backup-schedule.ts'))).toBe(root);
    expect(checkoutRootOf(moduleAt(root, 'builds-server/abc/main.mjs'))).toBe(root);
  });

  it('says where it looked when no folder above has a package.json', () => {
    const root = tempDir();
    fs.mkdirSync(path.join(root, 'loose'));
    // The temporary folder's parents hold no package.json on a sane machine.
    expect(() => checkoutRootOf(moduleAt(root, 'loose/main.mjs'))).toThrow(
      `No package.json in ${path.join(root, 'loose')} or above it`,
    );
  });
});
