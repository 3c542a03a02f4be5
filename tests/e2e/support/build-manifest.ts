import fs from 'node:fs';
import path from 'node:path';

/** The build the browser tests' servers serve (`npm run build` made it). */
export const servedBuild = (): string => path.resolve(process.env.E2E_WEB_DIR ?? 'dist');

/** The built file of a lazily loaded screen's module, from a build's manifest. */
export function chunkOf(screenModule: string, buildDir: string = servedBuild()): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(buildDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[screenModule];
  if (!chunk) throw new Error(`${screenModule} is not in the manifest of ${buildDir}`);
  return chunk.file;
}
