import fc from 'fast-check';
import type { z } from 'zod';
import type { IdPool } from './id-pool';

/**
 * Values that a zod 4 schema mostly accepts, read from its definition
 * (`_zod.def`), so a mutated request gets past the first check and reaches the
 * code behind it. Ids come from the running database's pool, by field name.
 * (zod-fast-check supports only zod 3 and fast-check 3.)
 */
export function validValueOf(
  schema: z.core.$ZodType,
  pool: IdPool,
  key = '',
): fc.Arbitrary<unknown> {
  const known = pool.forField(key);
  if (known) return known;
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (name: string) => def[name] as z.core.$ZodType;
  switch (def.type) {
    case 'string':
      return stringFor(def);
    case 'number':
      return numberFor(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'object':
      return objectFor(def.shape as Record<string, z.core.$ZodType>, pool);
    case 'array':
      return fc.array(validValueOf(inner('element'), pool, singular(key)), lengthsOf(def, 3));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validValueOf(inner('innerType'), pool, key), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validValueOf(inner('innerType'), pool, key), { nil: null, freq: 4 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validValueOf(inner('innerType'), pool, key);
    case 'pipe':
      return validValueOf(inner('in'), pool, key);
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((o) => validValueOf(o, pool, key)));
    case 'record':
      return fc.dictionary(
        validValueOf(inner('keyType'), pool) as fc.Arbitrary<string>,
        validValueOf(inner('valueType'), pool),
        { maxKeys: 3 },
      );
    case 'lazy':
      return fc.constant({});
    default:
      return fc.constant(null);
  }
}

/** Optional keys are sometimes left out, as a client that sends only what changed. */
function objectFor(shape: Record<string, z.core.$ZodType>, pool: IdPool) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, validValueOf(value, pool, key)]),
  );
  const required = Object.entries(shape)
    .filter(([, value]) => value._zod.optin !== 'optional')
    .map(([key]) => key);
  return fc.record(fields, { requiredKeys: required });
}

type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  pattern?: RegExp;
  format?: string;
};
const checksOf = (def: Record<string, unknown>) =>
  ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

function lengthsOf(def: Record<string, unknown>, fallbackMax: number) {
  const checks = checksOf(def);
  const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const maxLength =
    checks.find((c) => c.check === 'max_length')?.maximum ?? minLength + fallbackMax;
  return { minLength, maxLength: Math.min(maxLength, minLength + fallbackMax) };
}

function stringFor(def: Record<string, unknown>): fc.Arbitrary<string> {
  const pattern =
    checksOf(def).find((c) => c.format === 'regex')?.pattern ?? (def.pattern as RegExp | undefined);
  switch (def.format) {
    case 'email':
      return fc.constantFrom('ada@example.test', 'bob.smith@school.example', 'x@y.zz');
    case 'url':
      return fc.constantFrom('https://example.test/', 'http://club.example/a?b=1');
    // Quicker than strings matching zod's long patterns for these.
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date':
      return fc.constantFrom('2026-05-01', '2026-02-29', '2028-02-29', '1999-12-31');
    case 'datetime':
      return fc.constantFrom('2026-05-01T10:00:00.000Z', '2026-05-01T10:00:00Z');
    default:
      if (pattern) return matching(pattern);
      return fc.string(lengthsOf(def, 12));
  }
}

const matches = new Map<string, string[]>();

/** Strings a pattern accepts: fast-check makes them slowly, so a few are made once per pattern. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  let sample = matches.get(pattern.source);
  if (!sample) {
    sample = fc.sample(fc.stringMatching(pattern, { size: 'xsmall' }), { numRuns: 20, seed: 1 });
    matches.set(pattern.source, sample);
  }
  return fc.constantFrom(...sample);
}

function numberFor(def: Record<string, unknown>): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const above = checks.find((c) => c.check === 'greater_than');
  const below = checks.find((c) => c.check === 'less_than');
  const min = above ? above.value! + (above.inclusive ? 0 : 1) : -5;
  const max = below ? below.value! - (below.inclusive ? 0 : 1) : min + 20;
  return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 20)) });
}

/** `eventIds` holds event ids: an array field's items take the singular name's pool. */
const singular = (key: string) => key.replace(/s$/, '');
