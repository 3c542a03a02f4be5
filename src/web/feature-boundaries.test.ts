import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config, run on code as if it sat at `filePath`.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/feature-boundaries')
    .map((message) => message.message);
}

// Loading the project's ESLint config takes seconds on a busy machine.
describe('feature boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it("refuses a feature reaching into another feature's private files", async () => {
    const errors = await boundaryErrors(
      'src/web/features/entries/probe.tsx',
      [
        "import { DancerLine } from '../registration/dancer-line';",
        "export { KeyDates } from '../info-pages/key-dates';",
        "export const load = () => import('../admin/dashboard-screen');",
        'export const line = DancerLine;',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("inside feature 'registration'"),
      expect.stringContaining("inside feature 'info-pages'"),
      expect.stringContaining("inside feature 'admin'"),
    ]);
  });

  it('judges the resolved path, from any folder depth', async () => {
    const errors = await boundaryErrors(
      'src/web/features/entries/api/probe.ts',
      "export * from '../../competitors/competitors-table';\nexport * from '../entries-screen';",
    );
    expect(errors).toEqual([expect.stringContaining("inside feature 'competitors'")]);
  });

  it("allows another feature's api/, the feature's own files, and shared web code", async () => {
    const errors = await boundaryErrors(
      'src/web/features/entries/probe.ts',
      [
        "export * from '../competition/api/get-competition';",
        "export * from './event-entries-section';",
        "export * from '../../lib/format-moment';",
        "export * from '../../ui/markdown';",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
