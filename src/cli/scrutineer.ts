/**
 * Command line for the scrutineering engine, so anyone can check it against
 * published examples:
 *
 *   npm run --silent scrutineer -- SHEET.json [SHEET2.json ...]
 *
 * Prints one JSON result per sheet, one per line, in the order given, and
 * nothing else on stdout. A sheet that cannot be read or is not valid prints
 * {"error": {...}} on its line; the command then exits with status 1.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { computeRecalls, scrutineerFinal, validateRecallMatrix } from '../domain/scrutineering';
import type { Issue } from '../domain/scrutineering';

const names = z.array(z.string());

const FinalSheetSchema = z.object({
  kind: z.literal('final'),
  judges: names,
  dances: names,
  couples: names.optional(),
  marks: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number()))),
});

const RecallSheetSchema = z.object({
  kind: z.literal('recall'),
  judges: names,
  dances: names,
  couples: names.optional(),
  marks: z.record(
    z.string(),
    z.record(z.string(), z.record(z.string(), z.union([z.number(), z.boolean()]))),
  ),
  recallSize: z.number(),
  /** The chairman's choice when couples tie across the cut. */
  tieChoice: z.enum(['recall-more', 'recall-fewer']).optional(),
});

const SheetSchema = z.discriminatedUnion('kind', [FinalSheetSchema, RecallSheetSchema]);

type Line = Record<string, unknown>;

interface CliError {
  error: { code: string; file: string; message: string; issues?: Issue[] };
}

function failure(file: string, code: string, message: string, issues?: Issue[]): CliError {
  return { error: { code, file, message, ...(issues ? { issues } : {}) } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The path of a "__proto__" key among the marks (dance, couple, judge), if any.
 * The schema drops such keys, and with them a couple's or judge's marks: a
 * couple called "__proto__" would silently vanish from the result.
 */
function protoKeyInMarks(json: unknown): string | undefined {
  if (!isRecord(json) || !Object.hasOwn(json, 'marks')) return undefined;
  let level: [string, unknown][] = [['marks', json.marks]];
  for (let depth = 0; depth < 3; depth += 1) {
    const next: [string, unknown][] = [];
    for (const [path, value] of level) {
      if (!isRecord(value)) continue;
      for (const [key, child] of Object.entries(value)) {
        if (key === '__proto__') return `${path}.${key}`;
        next.push([`${path}.${key}`, child]);
      }
    }
    level = next;
  }
  return undefined;
}

function scrutineerFile(file: string): Line | CliError {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    return failure(file, 'unreadable-file', `Cannot read ${file}: ${(cause as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    return failure(file, 'invalid-json', `${file} is not JSON: ${(cause as Error).message}`);
  }
  const protoKey = protoKeyInMarks(json);
  if (protoKey !== undefined) {
    return failure(
      file,
      'invalid-shape',
      `${file} is not a mark sheet: ${protoKey}: "__proto__" cannot name a dance, couple or judge.`,
    );
  }
  const parsed = SheetSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(sheet)'}: ${issue.message}`)
      .join('; ');
    return failure(file, 'invalid-shape', `${file} is not a mark sheet: ${detail}`);
  }
  const sheet = parsed.data;
  const couples = sheet.couples ? { couples: sheet.couples } : {};

  if (sheet.kind === 'final') {
    const checked = scrutineerFinal({
      judges: sheet.judges,
      dances: sheet.dances,
      marks: sheet.marks,
      ...couples,
    });
    if (!checked.ok)
      return failure(file, 'invalid-marks', `${file} has invalid marks.`, checked.issues);
    const { perDance, overall, explanations } = checked.value;
    return { perDance, overall, explanations };
  }

  const checked = validateRecallMatrix({
    judges: sheet.judges,
    dances: sheet.dances,
    recallSize: sheet.recallSize,
    marks: sheet.marks,
    ...couples,
  });
  if (!checked.ok)
    return failure(file, 'invalid-marks', `${file} has invalid marks.`, checked.issues);
  const { totals, recalled, places, tie } = computeRecalls(checked.value, sheet.tieChoice);
  return { totals, recalled, places, tie };
}

function main(files: readonly string[]): number {
  if (files.length === 0) {
    process.stderr.write('usage: npm run --silent scrutineer -- SHEET.json [SHEET2.json ...]\n');
    return 2;
  }
  let failed = false;
  for (const file of files) {
    let line: Line | CliError;
    try {
      line = scrutineerFile(file);
    } catch (cause) {
      // The engine reports bad marks as data; reaching here is a bug, but it must still cost
      // only this sheet's line, never the other sheets' results or a stack trace on stdout.
      line = failure(file, 'internal-error', `${file} could not be worked out: ${String(cause)}`);
    }
    if ('error' in line) failed = true;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
