/**
 * The small vocabulary the realtime-database reader is written in: every
 * value is looked at with its path, and what cannot be used is written down
 * (an unknown key, a value of the wrong type) instead of stopping the read.
 */

/** Something in the file the import did not use, with the path it was found at. */
export type ReadIssue = { path: string; message: string };

export type Reading = {
  /** Values of the wrong type, or records that could not be used: left out. */
  skipped: ReadIssue[];
  /** Paths of keys the old app's data model (spec sections 3 and 7) does not name. */
  unknownKeys: string[];
};

export const newReading = (): Reading => ({ skipped: [], unknownKeys: [] });

export const childPath = (path: string, key: string | number) =>
  path === '' ? String(key) : `${path}/${key}`;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function skip(reading: Reading, path: string, expected: string, value: unknown): void {
  reading.skipped.push({ path, message: `expected ${expected}, found ${typeName(value)}` });
}

/** The object at `path`, reporting its keys outside `known`; null (reported) when not an object. */
export function readObject(
  reading: Reading,
  value: unknown,
  path: string,
  known: readonly string[],
): Record<string, unknown> | null {
  if (!isRecord(value)) {
    skip(reading, path, 'an object', value);
    return null;
  }
  for (const key of Object.keys(value))
    if (!known.includes(key)) reading.unknownKeys.push(childPath(path, key));
  return value;
}

/**
 * The children of a keyed collection. The realtime database stores a list as
 * an object keyed 0, 1, 2... and hands some back as arrays with holes (null),
 * so both forms are read and holes dropped.
 */
export function readKeyed(reading: Reading, value: unknown, path: string): [string, unknown][] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value))
    return value.flatMap((child, index) =>
      child === null || child === undefined ? [] : [[String(index), child] as [string, unknown]],
    );
  if (isRecord(value)) return Object.entries(value);
  skip(reading, path, 'a keyed collection', value);
  return [];
}

type Field = { reading: Reading; object: Record<string, unknown>; path: string };

/** A text field; absent or null gives undefined, another type is reported. */
export function textField({ reading, object, path }: Field, key: string): string | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  skip(reading, childPath(path, key), 'text', value);
  return undefined;
}

/** A number field; numeric text ("12") is accepted, as the old app wrote some numbers as text. */
export function numberField({ reading, object, path }: Field, key: string): number | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  skip(reading, childPath(path, key), 'a number', value);
  return undefined;
}

/** A yes/no field; 0/1 and "true"/"false" are accepted as the old app's forms wrote them. */
export function flagField({ reading, object, path }: Field, key: string): boolean | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  if (value === 'true' || value === 'false') return value === 'true';
  skip(reading, childPath(path, key), 'true or false', value);
  return undefined;
}

/**
 * An instant: the old app wrote server timestamps as milliseconds since 1970
 * and forms wrote text; both become ISO text. Text that is not a date is reported.
 */
export function instantField(field: Field, key: string): string | undefined {
  const value = field.object[key];
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  const text = textField(field, key);
  if (text === undefined) return undefined;
  const parsed = Date.parse(text);
  if (!Number.isNaN(parsed)) return new Date(parsed).toISOString();
  skip(field.reading, childPath(field.path, key), 'a date and time', text);
  return undefined;
}

/** A list of texts, as a list or a keyed collection; items of another type are reported. */
export function textListField({ reading, object, path }: Field, key: string): string[] | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  const at = childPath(path, key);
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  return readKeyed(reading, value, at).flatMap(([index, item]) => {
    if (typeof item === 'string') return [item];
    skip(reading, childPath(at, index), 'text', item);
    return [];
  });
}
