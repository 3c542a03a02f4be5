import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const example = (name: string) => `src/cli/examples/${name}`;

function scrutineer(...files: string[]) {
  const run = spawnSync(`${root}node_modules/.bin/tsx`, ['src/cli/scrutineer.ts', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  const lines = run.stdout.split('\n').filter((line) => line !== '');
  return {
    status: run.status,
    lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    stderr: run.stderr,
  };
}

describe('scrutineer command line', () => {
  it('prints one JSON result per sheet, in order, and nothing else', () => {
    const run = scrutineer(
      example('wdsf-rule-7.json'),
      example('recall-with-tie.json'),
      example('tso-beispiel-p.json'),
    );
    expect(run.status).toBe(0);
    expect(run.lines).toHaveLength(3);
    const [single, recall, multi] = run.lines;
    expect(single?.overall).toEqual({ '71': 1, '72': 2, '73': 3, '74': 4, '75': 5, '76': 6 });
    expect(single?.perDance).toEqual({ Waltz: single?.overall });
    expect(recall).toMatchInlineSnapshot(`
      {
        "places": {
          "16": "6",
          "17": "7",
          "18": "8",
        },
        "recalled": [
          "11",
          "12",
          "13",
        ],
        "tie": {
          "couples": [
            "14",
            "15",
          ],
          "marks": 3,
          "recallFewer": 3,
          "recallMore": 5,
        },
        "totals": {
          "11": 6,
          "12": 5,
          "13": 4,
          "14": 3,
          "15": 3,
          "16": 2,
          "17": 1,
          "18": 0,
        },
      }
    `);
    expect(multi?.overall).toEqual({ '101': 1, '102': 2, '103': 3, '104': 4, '105': 5, '106': 6 });
    expect(Object.keys(multi ?? {})).toEqual(['perDance', 'overall', 'explanations']);
  });

  it('prints the issues of an invalid sheet on its line, goes on, and exits non-zero at the end', () => {
    const run = scrutineer(
      example('invalid-final.json'),
      example('wdsf-rule-7.json'),
      'no-such-file.json',
    );
    expect(run.status).toBe(1);
    expect(run.lines).toHaveLength(3);
    expect(run.lines[0]).toMatchInlineSnapshot(`
      {
        "error": {
          "code": "invalid-marks",
          "file": "src/cli/examples/invalid-final.json",
          "issues": [
            {
              "code": "missing-mark",
              "couple": "74",
              "dance": "Waltz",
              "judge": "A",
              "message": "Judge A did not place couple 74 in Waltz.",
            },
            {
              "code": "duplicate-place",
              "dance": "Waltz",
              "judge": "C",
              "message": "Judge C gave place 6 to couples 71, 72 in Waltz; a judge may not tie couples.",
            },
          ],
          "message": "src/cli/examples/invalid-final.json has invalid marks.",
        },
      }
    `);
    expect(run.lines[1]).toHaveProperty('overall');
    expect((run.lines[2]?.error as { code: string }).code).toBe('unreadable-file');
  });

  it('refuses JSON that is not a mark sheet, naming the field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'scrutineer-')), 'not-a-sheet.json');
    writeFileSync(
      file,
      JSON.stringify({ kind: 'final', judges: ['A'], dances: 'Waltz', marks: {} }),
    );
    const run = scrutineer(file);
    expect(run.status).toBe(1);
    expect((run.lines[0]?.error as { code: string; message: string }).code).toBe('invalid-shape');
    expect((run.lines[0]?.error as { code: string; message: string }).message).toContain('dances:');
  });

  it('answers any JSON with one line and no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scrutineer-'));
    const inputs = [
      '[]',
      'null',
      '"final"',
      '1e999',
      '{"kind":"final","judges":["A"],"dances":["W"],"marks":{"W":{"1":{"A":1e999}}}}',
      '{"kind":"recall","judges":["constructor"],"dances":["W"],"recallSize":1,"marks":{"W":{"1":{"constructor":1},"2":{"constructor":0}}}}',
      '{"kind":"recall","judges":["length"],"dances":["constructor"],"couples":["1"],"recallSize":1,"marks":{}}',
      '{"kind":"final","judges":["toString"],"dances":["valueOf"],"marks":{"valueOf":{"hasOwnProperty":{"toString":1}}}}',
    ];
    const files = inputs.map((text, index) => {
      const file = join(dir, `${index}.json`);
      writeFileSync(file, text);
      return file;
    });
    const run = scrutineer(...files);
    expect(run.stderr).toBe('');
    expect(run.lines).toHaveLength(inputs.length);
    expect(run.lines[5]).toMatchObject({ recalled: ['1'], places: { '2': '2' } });
    expect(run.lines[7]).toMatchObject({ overall: { hasOwnProperty: 1 } });
  });

  it('refuses "__proto__" as a name rather than silently dropping its marks', () => {
    // The schema library drops "__proto__" keys, which would leave a couple out of the result.
    const file = join(mkdtempSync(join(tmpdir(), 'scrutineer-')), 'proto.json');
    writeFileSync(
      file,
      '{"kind":"final","judges":["A"],"dances":["W"],"marks":{"W":{"1":{"A":1},"__proto__":{"A":2}}}}',
    );
    const run = scrutineer(file);
    expect(run.status).toBe(1);
    expect(run.lines[0]?.error).toMatchObject({ code: 'invalid-shape' });
    expect((run.lines[0]?.error as { message: string }).message).toContain('marks.W.__proto__');
  });

  it('prints usage on stderr and nothing on stdout without files', () => {
    const run = scrutineer();
    expect(run.status).toBe(2);
    expect(run.lines).toEqual([]);
    expect(run.stderr).toContain('usage');
  });
});
