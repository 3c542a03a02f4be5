import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXPORT_SCHEMA_FILE, exportJsonSchemaText } from './export-schema-file';

describe('the committed JSON Schema of the export format', () => {
  it('is the one generated from the format (npm run export:schema rewrites it)', () => {
    expect(fs.readFileSync(EXPORT_SCHEMA_FILE, 'utf8')).toBe(exportJsonSchemaText());
  });
});
