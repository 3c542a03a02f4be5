import fc from 'fast-check';
import { MAX_DB_INT } from '../../../shared/api-error';
import { MAX_JSON_DEPTH } from '../../http/json-body';

type Path = (string | number)[];

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: nested(depth - 1) });

/** Values no field should take as they are: wrong types, extremes, text that is not text. */
export const BAD_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  MAX_DB_INT + 1,
  -(MAX_DB_INT + 2),
  '',
  'x'.repeat(100_000),
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  [],
  {},
  [[['x']]],
  nested(MAX_JSON_DEPTH + 1),
];

/** Every place in a JSON value, the value itself first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [at];
  const children = Array.isArray(value)
    ? value.map((item, i) => pathsOf(item, [...at, i]))
    : Object.entries(value).map(([key, item]) => pathsOf(item, [...at, key]));
  return [at, ...children.flat()];
}

/** A copy of `value` with the node at `path` replaced by what `change` makes of it. */
function changeAt(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = changeAt(copy[head], rest, change);
  return copy;
}

const isObject = (node: unknown): node is Record<string, unknown> =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

type Mutation = (node: unknown, pick: number) => unknown;

/** Each changes one node; a node it does not apply to is left as it is. */
const MUTATIONS: Record<string, Mutation> = {
  none: (node) => node,
  dropKey: (node, pick) => {
    if (!isObject(node)) return node;
    const keys = Object.keys(node);
    const drop = keys[pick % Math.max(keys.length, 1)];
    return Object.fromEntries(Object.entries(node).filter(([key]) => key !== drop));
  },
  addKey: (node) => (isObject(node) ? { ...node, notAField: { a: 1 } } : node),
  badValue: (_node, pick) => BAD_VALUES[pick % BAD_VALUES.length],
};

/** A valid value with at most one thing wrong in it, at a random place. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.constantFrom(...Object.keys(MUTATIONS)), fc.nat(), fc.nat())
    .map(([value, name, where, pick]) => {
      const paths = pathsOf(value);
      const path = paths[where % paths.length] ?? [];
      return changeAt(value, path, (node) => MUTATIONS[name]!(node, pick));
    });
}

export type BodyText = { contentType: string | undefined; text: string };

/** Bodies that are not JSON, or not the JSON they claim to be. */
const BROKEN_BODIES: BodyText[] = [
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '[1e999]' },
  { contentType: 'application/json', text: '"\\ud800"' },
  { contentType: 'text/plain', text: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\n\r\n--x--' },
  { contentType: undefined, text: '{"a":1}' },
];

/** A JSON body as sent: mostly a mutated value, sometimes not JSON at all. */
export function bodyText(valid: fc.Arbitrary<unknown>): fc.Arbitrary<BodyText> {
  return fc.oneof(
    {
      arbitrary: mutated(valid).map((value) => ({
        contentType: 'application/json',
        text: JSON.stringify(value) ?? 'null',
      })),
      weight: 9,
    },
    fc.constantFrom(...BROKEN_BODIES),
  );
}
