import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrutineerFinal } from './final-result';
import type { FinalMarkSheet } from './final-sheet';
import { anyFinal } from './fixtures/any-final';
import type { PublishedFinal } from './fixtures/build-sheet';
import { trainingExamples } from './fixtures/dtv-training';
import { tsoSingleDanceExamples, tsoSummaryExamples } from './fixtures/dtv-tso';
import { wdsfExamples } from './fixtures/wdsf-rules-5-to-8';

/**
 * The engine is tuned for speed (issue 15); the sentences and skating-table
 * cells it gives scrutineers, chairmen and dancers must not change with it.
 * The snapshot file was written by the engine as it was before that work, so
 * any difference in a place, a rule, a cell, a reason or the order of keys in
 * the JSON the API sends is a regression.
 */
const published: readonly PublishedFinal[] = [
  ...wdsfExamples,
  ...tsoSingleDanceExamples,
  ...tsoSummaryExamples,
  ...trainingExamples,
];

/** Random finals with a fixed seed, so Rules 10 and 11 and shared places are covered too. */
const seeded: readonly FinalMarkSheet[] = fc.sample(anyFinal, { seed: 15, numRuns: 16 });

function resultJson(sheet: FinalMarkSheet): unknown {
  const checked = scrutineerFinal(sheet);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  return JSON.parse(JSON.stringify(checked.value));
}

describe('explanations of a final', () => {
  it('are unchanged for every published example and a seeded set of random finals', async () => {
    const results = [
      ...published.map((example) => ({ name: example.name, result: resultJson(example.sheet) })),
      ...seeded.map((sheet, index) => ({ name: `seeded ${index}`, result: resultJson(sheet) })),
    ];
    // One final per line keeps the file small and a difference easy to place.
    const lines = results.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    await expect(lines).toMatchFileSnapshot('./fixtures/explanations.snapshot.jsonl');
  });
});
